import type { Db } from '../../../db/database.ts'
import { ApiError } from '../../../http/apiError.ts'
import type { NewBill } from '../../../modules/wallet/bills.ts'
import { postLedgerTransaction, type LedgerGuard, type UserPurpose } from '../../../modules/wallet/ledger.ts'
import { addToFundedBalance, lockSystemAccount } from './systemBalance.ts'

export interface PoolCredit {
  userId: number
  purpose: UserPurpose
  amount: bigint
}

export interface PoolPayment {
  pool: string
  tokenId: number
  idempotencyKey: string
  kind: string
  credits: readonly PoolCredit[]
  bills?: readonly NewBill[]
  guard?: LedgerGuard
}

/**
 * A reward paid at the moment of an action (a partner's referral reward, a recruit's reward), from
 * a funded pool with the same guard as a daily job: the pool's row is locked, and a pool that
 * cannot cover the whole payment pays nothing (`programme.pool_underfunded`). Runs inside the
 * caller's transaction, so the action and its rewards commit together. Returns the ledger
 * transaction id, or undefined when the key was paid before.
 */
export async function payFromPool(trx: Db, payment: PoolPayment): Promise<string | undefined> {
  const credits = payment.credits.filter((credit) => credit.amount > 0n)
  const total = credits.reduce((sum, credit) => sum + credit.amount, 0n)
  if (total === 0n) return undefined
  const held = await lockSystemAccount(trx, payment.pool, payment.tokenId)
  if (held < total) throw new ApiError('programme.pool_underfunded', { detail: payment.pool })
  const id = await postLedgerTransaction(
    trx,
    {
      idempotencyKey: payment.idempotencyKey,
      kind: payment.kind,
      postings: [
        { owner: 'system', purpose: payment.pool, tokenId: payment.tokenId, amount: -total },
        ...credits.map((credit) => ({ owner: 'user' as const, userId: credit.userId, purpose: credit.purpose, tokenId: payment.tokenId, amount: credit.amount })),
      ],
      ...(payment.guard === undefined ? {} : { guard: payment.guard }),
    },
    { bills: payment.bills ?? [] },
  )
  if (id !== undefined) await addToFundedBalance(trx, payment.pool, payment.tokenId, -total)
  return id
}
