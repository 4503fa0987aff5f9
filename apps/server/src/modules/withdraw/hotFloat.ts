import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import { erc20Abi, type Address } from 'viem'
import type { Db } from '../../db/database.ts'
import { toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'

type WithdrawStatus = (typeof withdrawStatuses)[keyof typeof withdrawStatuses]

/** The payouts (amount less fee, base units) of the orders in `statuses`, per token id. */
export async function payoutsByToken(db: Db, statuses: readonly WithdrawStatus[]): Promise<Map<number, bigint>> {
  const rows = await db
    .selectFrom('withdraw_orders')
    .select(['token_id', (eb) => eb.fn.sum<string>(eb('amount', '-', eb.ref('fee'))).as('payouts')])
    .where('status', 'in', [...statuses])
    .groupBy('token_id')
    .execute()
  return new Map(rows.map((row) => [row.token_id, BigInt(row.payouts ?? '0')]))
}

export function tokenBalance(ctx: Pick<WalletContext, 'publicClient'>, contract: Address, owner: Address): Promise<bigint> {
  return ctx.publicClient.readContract({ address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** A token whose payouts wait this pass: what they come to, and what the hot wallet had free for them. */
export interface FloatShort {
  token: string
  decimals: number
  waiting: bigint
  free: bigint
}

/** One line for the log, in whole tokens; empty when nothing waits. */
export function describeFloatShort(short: readonly FloatShort[]): string {
  if (short.length === 0) return ''
  const parts = short.map((line) => `${toDecimal(line.waiting, line)} ${line.token} waiting, ${toDecimal(line.free, line)} free`)
  return `payouts wait for the hot wallet's float (top it up from cold storage): ${parts.join('; ')}`
}

/**
 * The hot wallet's float over one pass of the payer. A payout is signed only when what the wallet
 * holds, less every payout signed and not yet settled, covers it: one it cannot cover waits,
 * approved, instead of being mined to revert. A sent payout already mined is counted twice until
 * it settles at depth (its tokens have left, and it is still in flight): the float errs on waiting.
 */
export async function hotFloat(ctx: WalletContext, owner: Address) {
  const inFlight = await payoutsByToken(ctx.db, [withdrawStatuses.sending])
  const free = new Map<number, bigint>()
  const short = new Map<number, FloatShort>()
  return {
    /** Takes `payout` from the token's free float; false (and counted as waiting) when it does not fit. */
    async reserve(token: TokenSettings & { contract: Address }, payout: bigint): Promise<boolean> {
      if (!free.has(token.id)) free.set(token.id, (await tokenBalance(ctx, token.contract, owner)) - (inFlight.get(token.id) ?? 0n))
      const left = free.get(token.id)!
      if (payout <= left) {
        free.set(token.id, left - payout)
        return true
      }
      const entry = short.get(token.id) ?? { token: token.symbol, decimals: token.decimals, waiting: 0n, free: left > 0n ? left : 0n }
      short.set(token.id, { ...entry, waiting: entry.waiting + payout })
      return false
    },
    short: (): FloatShort[] => [...short.values()],
  }
}
