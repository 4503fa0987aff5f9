import { adminPayer, adminPayerPause, withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { adminEndpoints } from '../admin/adminGuard.ts'
import { audited } from '../admin/audit/operatorAudit.ts'
import { toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { payoutsByToken, tokenBalance } from './hotFloat.ts'
import { payerState, setOperatorPause } from './payerState.ts'

/** The payer's console view and the operator's pause (audited). */
export function registerPayerAdminRoutes(app: FastifyInstance, ctx: WalletContext): void {
  const admin = adminEndpoints(app, ctx)
  admin(adminPayer, () => payerView(ctx))
  admin(adminPayerPause, async ({ input, user }) => {
    const wallet = ctx.hotWalletAddress
    if (wallet === undefined) throw new ApiError('not_found', { detail: 'no hot wallet is configured' })
    const read = async (trx: Db) => {
      const state = await payerState(trx, wallet)
      return { operator_paused: state.operator_paused, operator_paused_by: state.operator_paused_by }
    }
    await audited(ctx.db, { actor: user.address, action: input.paused ? 'payer.pause' : 'payer.resume', target: `payer:${wallet.toLowerCase()}` }, read, async (trx) => {
      await setOperatorPause(trx, wallet, input.paused, user.address)
    })
    return payerView(ctx)
  })
}

async function payerView(ctx: WalletContext) {
  const wallet = ctx.hotWalletAddress
  const state = wallet === undefined ? undefined : await payerState(ctx.db, wallet)
  const tokens = (await ctx.tokens.all()).filter((token) => token.contract !== undefined)
  const pendingOf = await payoutsByToken(ctx.db, [withdrawStatuses.approved, withdrawStatuses.sending])
  // From the table, not the token cache: the operator who just set a ceiling sees it at once.
  const ceilings = new Map((await ctx.db.selectFrom('tokens').select(['id', 'hot_float_ceiling']).execute()).map((row) => [row.id, BigInt(row.hot_float_ceiling)]))
  const paused_reason = state?.paused_reason ?? null
  const shortfall = state?.shortfall ?? null
  const operator_paused = state?.operator_paused ?? false
  return {
    address: wallet ?? null,
    signing: wallet !== undefined && !operator_paused && !ctx.config.withdrawPaused && paused_reason === null && shortfall === null,
    operator_paused,
    operator_paused_by: state?.operator_paused_by ?? null,
    env_paused: ctx.config.withdrawPaused,
    paused_reason,
    shortfall,
    tokens: await Promise.all(tokens.map(async (token) => floatLine(token, ceilings.get(token.id) ?? 0n, pendingOf.get(token.id) ?? 0n, wallet === undefined ? undefined : await hotBalance(ctx, token.contract as Address, wallet)))),
  }
}

/** One token's float: pending payouts against the hot balance, and what lies above the ceiling. */
function floatLine(token: TokenSettings, ceiling: bigint, pending: bigint, balance: bigint | undefined) {
  const atLeastZero = (value: bigint) => (value > 0n ? value : 0n)
  const known = (value: (balance: bigint) => bigint) => (balance === undefined ? null : toDecimal(value(balance), token))
  return {
    token_id: token.id,
    token: token.symbol,
    pending: toDecimal(pending, token),
    hot_balance: known((balance) => balance),
    float_short: known((balance) => atLeastZero(pending - balance)),
    ceiling: toDecimal(ceiling, token),
    excess: known((balance) => (ceiling === 0n ? 0n : atLeastZero(balance - pending - ceiling))),
  }
}

async function hotBalance(ctx: WalletContext, contract: Address, owner: Address): Promise<bigint | undefined> {
  try {
    return await tokenBalance(ctx, contract, owner)
  } catch {
    // The view still answers: the balance shows as unknown, the node's failure is the workers' to report.
    return undefined
  }
}
