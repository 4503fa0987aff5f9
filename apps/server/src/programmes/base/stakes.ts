import type { BillBehavior } from '@hapdex/core/api/wallet'
import type { Db } from '../../db/database.ts'
import { postLedgerTransaction, type LedgerGuard, type LedgerTransaction, type Posting, type PostingOptions, type ProgrammeSystemPurpose } from '../../modules/wallet/ledger.ts'

/**
 * The purposes that hold a user's locked stake (PROGRAMMES.md, "Money"): pledge pools, the
 * fund's pledged half and, once the circulation market declares it, `circ_frozen`. Extract keeps
 * only those the ledger knows, so a stake purpose exists here as soon as its programme adds it.
 */
/** Locked stakes the programmes declare: pledge's, the fund's, and circulation's frozen orders. */
export type StakePurpose = 'pledged' | 'fund_pledged' | 'circ_frozen' | 'cm_reserved'

export interface StakeMove {
  userId: number
  tokenId: number
  purpose: StakePurpose
  /** What moves between usable and the stake; positive. */
  amount: bigint
  /** Unique per action, e.g. `pledge-do:<nonce>`: posted before, nothing moves again. */
  key: string
  kind: string
  /** The bill's behaviour; the bill shows the change of usable. */
  behavior: BillBehavior
  /** A signed action's nonce, consumed by the posting. */
  guard?: LedgerGuard
}

export interface StakeLock extends StakeMove {
  /** What the same action pays from usable besides the stake (the fund burns half of a share). */
  alsoPays?: { to: ProgrammeSystemPurpose; amount: bigint }
}

/**
 * Locks `amount` of usable into the stake purpose, in one posting with one bill (the whole
 * usable debit, stake and payment together). Returns the ledger transaction id, or undefined
 * when the key was posted before; `wallet.insufficient_balance` when usable cannot cover it.
 */
export async function lockStake(trx: Db, lock: StakeLock): Promise<string | undefined> {
  const { transaction, options } = stakeLockPosting(lock)
  return postLedgerTransaction(trx, transaction, options)
}

/** The posting and bill of lockStake, for a caller that posts it set-wise with others (the circulation market's publishes). */
export function stakeLockPosting(lock: StakeLock): { transaction: LedgerTransaction; options: PostingOptions } {
  const paid = lock.alsoPays?.amount ?? 0n
  const debit = lock.amount + paid
  const postings: Posting[] = [{ owner: 'user', userId: lock.userId, purpose: 'usable', tokenId: lock.tokenId, amount: -debit }]
  // Zero legs are left out: the ledger refuses postings of zero.
  if (lock.alsoPays !== undefined && paid > 0n) postings.push({ owner: 'system', purpose: lock.alsoPays.to, tokenId: lock.tokenId, amount: paid })
  if (lock.amount > 0n) postings.push({ owner: 'user', userId: lock.userId, purpose: lock.purpose, tokenId: lock.tokenId, amount: lock.amount })
  return {
    transaction: { ...ledgerFields(lock), postings },
    options: { bills: [{ userId: lock.userId, tokenId: lock.tokenId, behavior: lock.behavior, amount: debit, usableChange: -debit }] },
  }
}

/**
 * Returns `amount` of the stake purpose to usable, in one posting with one bill. Returns the
 * ledger transaction id, or undefined when the key was posted before; `wallet.insufficient_balance`
 * when the stake holds less (the caller's own records, locked first, normally refuse before that).
 */
export async function unlockStake(trx: Db, unlock: StakeMove): Promise<string | undefined> {
  const { userId, tokenId, amount } = unlock
  return postLedgerTransaction(trx, {
    ...ledgerFields(unlock),
    postings: [
      { owner: 'user', userId, purpose: unlock.purpose, tokenId, amount: -amount },
      { owner: 'user', userId, purpose: 'usable', tokenId, amount },
    ],
  }, { bills: [{ userId, tokenId, behavior: unlock.behavior, amount, usableChange: amount }] })
}

const ledgerFields = (move: StakeMove) => ({
  idempotencyKey: move.key,
  kind: move.kind,
  ...(move.guard === undefined ? {} : { guard: move.guard }),
})
