import { walletEntryMark } from '@hapdex/core/api/wallet'
import type { FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { ingestDepositTransaction } from './deposit.service.ts'

export function registerRechargeRoutes(app: FastifyInstance, ctx: WalletContext): void {
  // Anyone may report any hash: crediting follows the chain (the sender's account), not the caller.
  registerEndpoint(app, walletEntryMark, async ({ input }) => ({ list: await ingestDepositTransaction(ctx, input.tx_hash as Hex) }))
}
