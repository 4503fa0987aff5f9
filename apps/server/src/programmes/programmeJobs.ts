import { fundDaily } from './fund/fundDaily.ts'
import { minerClose } from './miner/minerClose.ts'
import { mintDaily } from './mint/mintDaily.ts'
import { pledgeDaily } from './pledge/pledgeDaily.ts'
import { productRelease } from './product/productRelease.ts'
import type { SettlementJob } from './base/settlement/settlementJob.ts'

/** Every daily job, in the order a pass runs them; a later programme adds its job here. */
export const programmeJobs: readonly SettlementJob[] = [mintDaily, productRelease, minerClose, pledgeDaily, fundDaily]
