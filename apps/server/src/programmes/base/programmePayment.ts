import type { BillBehavior } from '@hapdex/core/api/wallet'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { postLedgerTransaction, type LedgerGuard, type ProgrammeSystemPurpose } from '../../modules/wallet/ledger.ts'

export interface UserPayment {
  /** Unique per action, e.g. `bp-mint:<nonce>`. */
  key: string
  kind: string
  guard: LedgerGuard
  userId: number
  /** What the user pays, per token; zero amounts are left out. */
  amounts: readonly { tokenId: number; amount: bigint }[]
  /** Where it goes: `burned` or `income`. */
  to: ProgrammeSystemPurpose
  behavior: BillBehavior
}

/**
 * A signed payment of a programme: usable balances to a house account, with a bill per token, in
 * one posting that consumes the signature's nonce. Returns the ledger transaction id.
 */
export async function postUserPayment(trx: Db, payment: UserPayment): Promise<string> {
  const paid = payment.amounts.filter(({ amount }) => amount > 0n)
  const transactionId = await postLedgerTransaction(trx, {
    idempotencyKey: payment.key,
    kind: payment.kind,
    guard: payment.guard,
    postings: paid.flatMap(({ tokenId, amount }) => [
      { owner: 'user' as const, userId: payment.userId, purpose: 'usable' as const, tokenId, amount: -amount },
      { owner: 'system' as const, purpose: payment.to, tokenId, amount },
    ]),
  }, { bills: paid.map(({ tokenId, amount }) => ({ userId: payment.userId, tokenId, behavior: payment.behavior, amount, usableChange: -amount })) })
  // The key embeds the nonce the guard consumed: posted before means this request is a replay.
  if (transactionId === undefined) throw new ApiError('action.nonce_invalid')
  return transactionId
}
