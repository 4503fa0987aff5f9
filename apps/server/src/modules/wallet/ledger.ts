import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'

/** Purposes of an account; the earn programmes add theirs (reward balances) as new values. */
export type UserPurpose = 'usable' | 'frozen'
/** System accounts: `custody` mirrors what the chain holds for us (negative of deposits in), `fees`, `held` deposits under review. */
/** `exchange_pool` is the counterparty of flash exchanges; `circulation` holds circulation-fund payments. */
export type SystemPurpose = 'custody' | 'fees' | 'held' | 'exchange_pool' | 'circulation'

export type Posting =
  | { owner: 'user'; userId: number; purpose: UserPurpose; tokenId: number; amount: bigint }
  | { owner: 'system'; purpose: SystemPurpose; tokenId: number; amount: bigint }

export interface LedgerTransaction {
  /** Unique per business event: a retry with the same key posts nothing. */
  idempotencyKey: string
  kind: string
  postings: readonly Posting[]
}

export class UnbalancedTransactionError extends Error {
  override name = 'UnbalancedTransactionError'
}

/**
 * Posts one balanced transaction inside the caller's database transaction. User balances move by
 * conditional UPDATEs (a debit only matches while balance >= amount) in a fixed lock order, so
 * concurrent debits never overdraw and opposite transfers never deadlock. Returns the ledger
 * transaction id, or undefined when the idempotency key was already posted.
 */
export async function postLedgerTransaction(trx: Db, transaction: LedgerTransaction): Promise<string | undefined> {
  assertBalanced(transaction.postings)
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({ idempotency_key: transaction.idempotencyKey, kind: transaction.kind })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted === undefined) return undefined

  const entries = []
  for (const posting of [...transaction.postings].sort(compareLockOrder)) {
    const accountId = posting.owner === 'user' ? await moveUserBalance(trx, posting) : await systemAccountId(trx, posting.purpose, posting.tokenId)
    entries.push({ transaction_id: inserted.id, account_id: accountId, token_id: posting.tokenId, amount: posting.amount.toString() })
  }
  await trx.insertInto('ledger_entries').values(entries).execute()
  return inserted.id
}

function assertBalanced(postings: readonly Posting[]): void {
  const sums = new Map<number, bigint>()
  for (const posting of postings) {
    if (posting.amount === 0n) throw new UnbalancedTransactionError('a posting of zero')
    sums.set(posting.tokenId, (sums.get(posting.tokenId) ?? 0n) + posting.amount)
  }
  for (const [tokenId, sum] of sums) if (sum !== 0n) throw new UnbalancedTransactionError(`token ${tokenId} is off by ${sum}`)
}

function lockKey(posting: Posting): string {
  return posting.owner === 'user' ? `u:${posting.userId}:${posting.tokenId}:${posting.purpose}` : `s:${posting.tokenId}:${posting.purpose}`
}

function compareLockOrder(a: Posting, b: Posting): number {
  const [ka, kb] = [lockKey(a), lockKey(b)]
  return ka < kb ? -1 : ka > kb ? 1 : 0
}

async function moveUserBalance(trx: Db, posting: Extract<Posting, { owner: 'user' }>): Promise<string> {
  const key = { owner_kind: 'user' as const, owner_id: posting.userId, token_id: posting.tokenId, purpose: posting.purpose }
  if (posting.amount < 0n) {
    const debit = (-posting.amount).toString()
    const row = await trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance - ${debit}::numeric` })
      .where('owner_kind', '=', 'user')
      .where('owner_id', '=', key.owner_id)
      .where('token_id', '=', key.token_id)
      .where('purpose', '=', key.purpose)
      .where(sql<boolean>`balance >= ${debit}::numeric`)
      .returning('id')
      .executeTakeFirst()
    if (row === undefined) throw new ApiError('wallet.insufficient_balance')
    return row.id
  }
  const row = await trx
    .insertInto('ledger_accounts')
    .values({ ...key, balance: posting.amount.toString() })
    .onConflict((oc) =>
      oc.columns(['owner_kind', 'owner_id', 'token_id', 'purpose']).doUpdateSet({ balance: sql`ledger_accounts.balance + excluded.balance` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * System accounts are never updated row-wise (they would be a lock every transfer waits on): their
 * balance is the sum of their entries. A plain read finds them; the insert runs once per token.
 */
async function systemAccountId(trx: Db, purpose: SystemPurpose, tokenId: number): Promise<string> {
  const find = () =>
    trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner_kind', '=', 'system')
      .where('owner_id', '=', 0)
      .where('token_id', '=', tokenId)
      .where('purpose', '=', purpose)
      .executeTakeFirst()
  const found = await find()
  if (found !== undefined) return found.id
  await trx
    .insertInto('ledger_accounts')
    .values({ owner_kind: 'system', owner_id: 0, token_id: tokenId, purpose })
    .onConflict((oc) => oc.doNothing())
    .execute()
  const created = await find()
  if (created === undefined) throw new Error(`system account ${purpose} of token ${tokenId} missing`)
  return created.id
}

export interface UserBalance {
  tokenId: number
  usable: bigint
  frozen: bigint
}

export async function userBalances(db: Db, userId: number): Promise<Map<number, UserBalance>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['token_id', 'purpose', 'balance'])
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', userId)
    .execute()
  const balances = new Map<number, UserBalance>()
  for (const row of rows) {
    const balance = balances.get(row.token_id) ?? { tokenId: row.token_id, usable: 0n, frozen: 0n }
    if (row.purpose === 'usable') balance.usable = BigInt(row.balance)
    if (row.purpose === 'frozen') balance.frozen = BigInt(row.balance)
    balances.set(row.token_id, balance)
  }
  return balances
}
