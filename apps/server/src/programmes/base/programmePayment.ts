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
  const transactionId = await postPayment(trx, payment)
  // The key embeds the nonce the guard consumed: posted before means this request is a replay.
  if (transactionId === undefined) throw new ApiError('action.nonce_invalid')
  return transactionId
}

/**
 * A payment the user made on chain, to our receiving address: the deposit watcher credited it to
 * usable, and this moves it on to the house account. The wallet's own signature of the transfer
 * stands for a signed action's, so there is no nonce; the key names the transfer (e.g.
 * `sm-entry:<hash>`) and a second posting of it answers undefined (the caller refuses it).
 */
export async function postDepositPayment(trx: Db, payment: Omit<UserPayment, 'guard'>): Promise<string | undefined> {
  return postPayment(trx, payment)
}

async function postPayment(trx: Db, payment: Omit<UserPayment, 'guard'> & { guard?: LedgerGuard }): Promise<string | undefined> {
  const paid = payment.amounts.filter(({ amount }) => amount > 0n)
  return postLedgerTransaction(trx, {
    idempotencyKey: payment.key,
    kind: payment.kind,
    ...(payment.guard === undefined ? {} : { guard: payment.guard }),
    postings: paid.flatMap(({ tokenId, amount }) => [
      { owner: 'user' as const, userId: payment.userId, purpose: 'usable' as const, tokenId, amount: -amount },
      { owner: 'system' as const, purpose: payment.to, tokenId, amount },
    ]),
  }, { bills: paid.map(({ tokenId, amount }) => ({ userId: payment.userId, tokenId, behavior: payment.behavior, amount, usableChange: -amount })) })
}
