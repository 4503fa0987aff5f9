import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import type { TokenCatalog } from '../../modules/wallet/tokenCatalog.ts'
import type { Clock, MovableClock } from './clock.ts'
import { createProgrammeConfigStore, type ProgrammeConfigStore } from './config/programmeConfigStore.ts'
import type { PriceSource } from './prices.ts'

/** What every programme and the settlement runner share. */
export interface ProgrammeContext {
  db: Db
  clock: Clock
  /** Set on the devnet only: operators may move it forward (POST /api/admin/clock/advance). */
  movableClock: MovableClock | undefined
  prices: PriceSource
  tokens: TokenCatalog
  configs: ProgrammeConfigStore
}

export interface ProgrammeContextParameters {
  db: Db
  clock: Clock
  movableClock?: MovableClock | undefined
  prices: PriceSource
  tokens: TokenCatalog
}

export function createProgrammeContext({ db, clock, movableClock, prices, tokens }: ProgrammeContextParameters): ProgrammeContext {
  return { db, clock, movableClock, prices, tokens, configs: createProgrammeConfigStore(db, clock) }
}

/** The devnet's clock can be moved forward by operators; production runs on the system clock. */
export function clockMovableFor(config: Config): boolean {
  return config.chainId === 31337
}
