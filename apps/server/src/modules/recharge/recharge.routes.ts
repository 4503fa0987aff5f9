import { adminDepositList, adminDepositRelease, walletEntryMark } from '@hapdex/core/api/wallet'
import type { FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { adminEndpoints } from '../admin/adminGuard.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { ingestDepositTransaction } from './deposit.service.ts'
import { audited } from '../admin/audit/operatorAudit.ts'
import { depositRecord, listDeposits, releaseHeldDeposit } from './depositReview.service.ts'

export function registerRechargeRoutes(app: FastifyInstance, ctx: WalletContext): void {
  // Anyone may report any hash: crediting follows the chain (the sender's account), not the caller.
  registerEndpoint(app, walletEntryMark, async ({ input }) => ({ list: await ingestDepositTransaction(ctx, input.tx_hash as Hex) }))
  const admin = adminEndpoints(app, ctx)
  admin(adminDepositList, ({ input }) => listDeposits(ctx, input.status, input.page, input.page_size))
  admin(adminDepositRelease, ({ input, user }) =>
    audited(ctx.db, { actor: user.address, action: 'deposit.release', target: `deposit:${input.id}` }, (trx) => depositRecord(ctx, trx, input.id), (trx) => releaseHeldDeposit(ctx, input.id, input.address, trx)),
  )
}
