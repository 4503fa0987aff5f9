import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { billRows, type NewBill } from './bills.ts'

/**
 * Purposes of a user's account. The account centre's own are named here (`usable_incoming`: a
 * settlement's credits on their way to usable); each programme declares its reward balances and
 * stakes in its definition (programmes/<name>/<name>.programme.ts), so the ledger takes any name.
 */
export type AccountCentrePurpose = 'usable' | 'frozen' | 'usable_incoming'
export type UserPurpose = AccountCentrePurpose | (string & {})
/**
 * System accounts: `custody` mirrors what the chain holds for us (negative of deposits in), `fees`,
 * `held` deposits under review. `exchange_pool` is the counterparty of flash exchanges;
 * `circulation` holds circulation-fund payments. The programmes' (PROGRAMMES.md): `treasury`
 * (credited by operators, booked against `operator_funding`), each programme's `<name>_pool`
 * that pays its rewards, `burned` and `income`.
 */
export type SystemPurpose = 'custody' | 'fees' | 'held' | 'exchange_pool' | 'circulation' | ProgrammeSystemPurpose | 'operator_funding'
export type ProgrammeSystemPurpose = 'treasury' | 'burned' | 'income' | `${string}_pool`

export type Posting =
  | { owner: 'user'; userId: number; purpose: UserPurpose; tokenId: number; amount: bigint }
  // A system purpose is any registered in system_purposes (programmes register their pools): the ledger check rejects an unknown one.
  | { owner: 'system'; purpose: SystemPurpose | (string & {}); tokenId: number; amount: bigint }

export interface LedgerTransaction {
  /** Unique per business event: a retry with the same key posts nothing. */
  idempotencyKey: string
  kind: string
  postings: readonly Posting[]
  /** Must hold for anything to be posted; checked and consumed by the posting itself. */
  guard?: LedgerGuard
}

/**
 * What must hold for the posting to go ahead: a signed action's nonce, unused and unexpired,
 * which the posting itself consumes (so the action can neither run twice nor half-happen).
 */
export interface LedgerGuard {
  /** Read by the posting; signedAction.ts checks that it was. */
  readonly consumption: { nonce: string; userId: number; expiresAt: string }
  error: () => Error
}

export class UnbalancedTransactionError extends Error {
  override name = 'UnbalancedTransactionError'
}

/** What a posting needs besides the balanced transaction itself. */
export interface PostingOptions {
  /** Bill rows of the transaction (their transaction id is the one posted), written with it. */
  bills?: readonly NewBill[]
}

/** One transaction as ledger_post (migration 0011) takes it. */
export interface LedgerItem {
  key: string
  kind: string
  /** Absent when the posting has no guard. */
  guard?: { nonce: string; user_id: number; expires_at: string }
  postings: { owner_kind: 'user' | 'system'; owner_id: number; token_id: number; purpose: string; amount: string }[]
  bills: ReturnType<typeof billRows>
}

export type PostingStatus = { status: 'posted'; id: string } | { status: 'duplicate' | 'guard_failed' | 'insufficient' }

export function ledgerItem(transaction: LedgerTransaction, options: PostingOptions = {}): LedgerItem {
  assertBalanced(transaction.postings)
  const guard = transaction.guard?.consumption
  return {
    key: transaction.idempotencyKey,
    kind: transaction.kind,
    ...(guard === undefined ? {} : { guard: { nonce: guard.nonce, user_id: guard.userId, expires_at: guard.expiresAt } }),
    postings: transaction.postings.map((posting) => ({
      owner_kind: posting.owner,
      owner_id: posting.owner === 'user' ? posting.userId : 0,
      token_id: posting.tokenId,
      purpose: posting.purpose,
      amount: posting.amount.toString(),
    })),
    bills: billRows(options.bills ?? []),
  }
}

/** Posts a batch in one statement (see migration 0011); one status per item, in order. */
export async function postLedgerItems(db: Db, items: readonly LedgerItem[]): Promise<PostingStatus[]> {
  const { rows } = await sql<{ results: PostingStatus[] }>`select ledger_post(${JSON.stringify(items)}::jsonb) as results`.execute(db)
  const results = rows[0]?.results
  if (results?.length !== items.length) throw new Error(`ledger_post answered ${results?.length ?? 0} of ${items.length} items`)
  return results
}

/** The transaction id, undefined when the key was already posted, or the error to answer. */
export function postingOutcome(transaction: LedgerTransaction, result: PostingStatus): string | undefined | Error {
  switch (result.status) {
    case 'posted':
      return result.id
    case 'duplicate':
      return undefined
    case 'guard_failed':
      return transaction.guard?.error() ?? new Error('a posting without a guard failed its guard')
    case 'insufficient':
      return new ApiError('wallet.insufficient_balance')
  }
}

/**
 * Posts one balanced transaction, with its bills, in ONE statement, inside the caller's database
 * transaction when it has one. Nothing is written unless everything is: the guard holds, the key
 * is new and every debit is covered (balances are locked first, so a check cannot go stale).
 * Returns the ledger transaction id, or undefined when the idempotency key was already posted.
 */
export async function postLedgerTransaction(trx: Db, transaction: LedgerTransaction, options: PostingOptions = {}): Promise<string | undefined> {
  const [result] = await postLedgerItems(trx, [ledgerItem(transaction, options)])
  if (result === undefined) throw new Error('ledger_post answered nothing')
  const outcome = postingOutcome(transaction, result)
  if (outcome instanceof Error) throw outcome
  return outcome
}

function assertBalanced(postings: readonly Posting[]): void {
  const sums = new Map<number, bigint>()
  for (const posting of postings) {
    if (posting.amount === 0n) throw new UnbalancedTransactionError('a posting of zero')
    sums.set(posting.tokenId, (sums.get(posting.tokenId) ?? 0n) + posting.amount)
  }
  for (const [tokenId, sum] of sums) if (sum !== 0n) throw new UnbalancedTransactionError(`token ${tokenId} is off by ${sum}`)
}

export interface UserBalance {
  tokenId: number
  usable: bigint
  frozen: bigint
}

type BalanceRow = { owner_id: number; token_id: number; purpose: string; balance: string }

function balancesByToken(rows: readonly BalanceRow[]): Map<number, UserBalance> {
  const balances = new Map<number, UserBalance>()
  for (const row of rows) {
    const balance = balances.get(row.token_id) ?? { tokenId: row.token_id, usable: 0n, frozen: 0n }
    if (row.purpose === 'usable') balance.usable = BigInt(row.balance)
    if (row.purpose === 'frozen') balance.frozen = BigInt(row.balance)
    balances.set(row.token_id, balance)
  }
  return balances
}

/** The balances of several users in one query, by user id (a user without accounts gets an empty map). */
export async function balancesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, UserBalance>[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['owner_id', 'token_id', 'purpose', 'balance'])
    .where('owner_kind', '=', 'user')
    .where('owner_id', 'in', userIds)
    .execute()
  const rowsByUser = new Map<number, BalanceRow[]>()
  for (const row of rows) {
    const own = rowsByUser.get(row.owner_id)
    if (own === undefined) rowsByUser.set(row.owner_id, [row])
    else own.push(row)
  }
  return userIds.map((userId) => balancesByToken(rowsByUser.get(userId) ?? []))
}

export async function userBalances(db: Db, userId: number): Promise<Map<number, UserBalance>> {
  const [balances] = await balancesOfUsers(db, [userId])
  return balances ?? new Map()
}
