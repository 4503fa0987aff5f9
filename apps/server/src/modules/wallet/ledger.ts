import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { billRows, type NewBill } from './bills.ts'

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
  /** Must hold for anything to be posted; it runs first, in the same statement (one round trip less). */
  guard?: LedgerGuard
}

/**
 * A data-modifying statement that returns a row when the posting may go ahead (e.g. the
 * consumption of a signed action's nonce); otherwise `error` is thrown and the caller's database
 * transaction rolls back.
 */
export interface LedgerGuard {
  statement: RawBuilder<unknown>
  error: () => Error
}

export class UnbalancedTransactionError extends Error {
  override name = 'UnbalancedTransactionError'
}

/** What a posting needs besides the balanced transaction itself. */
export interface PostingOptions {
  /** Bill rows of the transaction (their transaction id is the one posted), written in the same statement. */
  bills?: readonly Omit<NewBill, 'transactionId'>[]
  /** System account ids of this database, remembered across calls (they never change once created). */
  systemAccounts?: SystemAccountIds
}

/** One per database (see createWalletContext): ids differ between databases. */
export type SystemAccountIds = Map<string, string>

type UserPosting = Extract<Posting, { owner: 'user' }>

/**
 * Posts one balanced transaction inside the caller's database transaction, in ONE statement:
 *
 *   guard → transaction row (skipped when its idempotency key exists) → user balance moves, one CTE
 *   each in lock order → entries and bills.
 *
 * Each CTE reads the previous one (`exists (select 1 from prev)`), so it cannot run before the
 * previous one has produced its row: the guard runs first, user rows are locked in the fixed
 * order (opposite transfers never deadlock), and nothing after a failed step writes. A debit is a
 * conditional UPDATE (it matches only while balance >= amount, re-checked on the latest row
 * version after waiting for a concurrent writer), so concurrent debits never overdraw. A failed
 * step throws, and the caller's transaction rolls back whatever ran before it (guard included).
 * One statement means the rows stay locked for one round trip plus the commit, not one per step.
 * Returns the ledger transaction id, or undefined when the idempotency key was already posted.
 */
export async function postLedgerTransaction(trx: Db, transaction: LedgerTransaction, options: PostingOptions = {}): Promise<string | undefined> {
  assertBalanced(transaction.postings)
  const sorted = [...transaction.postings].sort(compareLockOrder)
  const systemIds = new Map<Posting, string>()
  for (const posting of sorted) {
    if (posting.owner === 'system') systemIds.set(posting, await systemAccountId(trx, posting.purpose, posting.tokenId, options.systemAccounts))
  }
  const { guard } = transaction
  const ctes: RawBuilder<unknown>[] = []
  if (guard !== undefined) ctes.push(sql`guard as (${guard.statement})`)
  ctes.push(sql`tx as (insert into ledger_transactions (idempotency_key, kind)
    select ${transaction.idempotencyKey}::text, ${transaction.kind}::text ${guard === undefined ? sql`where true` : sql`where exists (select 1 from guard)`}
    on conflict (idempotency_key) do nothing returning id)`)
  let previous = sql.ref('tx')
  const entryRows: RawBuilder<unknown>[] = []
  sorted.forEach((posting, index) => {
    const amount = sql`${posting.amount.toString()}::numeric`
    if (posting.owner === 'system') {
      entryRows.push(sql`(${systemIds.get(posting) ?? ''}::bigint, ${posting.tokenId}::integer, ${amount})`)
      return
    }
    const move = sql.ref(`move${index}`)
    ctes.push(sql`${move} as (${userBalanceMove(posting, sql`and exists (select 1 from ${previous})`)})`)
    entryRows.push(sql`((select id from ${move}), ${posting.tokenId}::integer, ${amount})`)
    previous = move
  })
  ctes.push(sql`entries as (insert into ledger_entries (transaction_id, account_id, token_id, amount)
    select tx.id, v.account_id, v.token_id, v.amount from tx, (values ${sql.join(entryRows)}) as v(account_id, token_id, amount)
    where exists (select 1 from ${previous}))`)
  const bills = options.bills ?? []
  if (bills.length > 0) {
    const billValues = billRows(bills.map((bill) => ({ ...bill, transactionId: '0' }))).map(
      (row) =>
        sql`(${row.user_id}::integer, ${row.token_id}::integer, ${row.behavior}::integer, ${row.type}::integer, ${row.amount}::numeric,
          ${row.usable_change}::numeric, ${row.counterparty}::text, ${row.tx_hash}::text)`,
    )
    ctes.push(sql`bills as (insert into bills (transaction_id, user_id, token_id, behavior, type, amount, usable_change, counterparty, tx_hash)
      select tx.id, v.* from tx, (values ${sql.join(billValues)}) as v(user_id, token_id, behavior, type, amount, usable_change, counterparty, tx_hash)
      where exists (select 1 from ${previous}))`)
  }
  const statement = sql<{ guarded: boolean; transaction_id: string | null; completed: boolean }>`with ${sql.join(ctes)}
    select ${guard === undefined ? sql`true` : sql`exists (select 1 from guard)`} as guarded, (select id from tx) as transaction_id,
      exists (select 1 from ${previous}) as completed`
  const row = (await statement.execute(trx).catch((error: unknown) => {
    // A remembered system account id whose creating transaction rolled back after all fails here (foreign key), once.
    options.systemAccounts?.clear()
    throw error
  })).rows[0]
  if (guard !== undefined && row?.guarded !== true) throw guard.error()
  if (row?.transaction_id == null) return undefined
  // Only a debit can match no row: the first one the balance did not cover stopped the chain.
  if (row.completed !== true) throw new ApiError('wallet.insufficient_balance')
  return String(row.transaction_id)
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

/**
 * A debit is a conditional UPDATE (no row when the balance does not cover it); a credit upserts
 * the account. `condition` is extra SQL ANDed to the statement's WHERE. Returns the account id.
 */
function userBalanceMove(posting: UserPosting, condition: RawBuilder<unknown> = sql``): RawBuilder<{ id: string }> {
  if (posting.amount < 0n) {
    const debit = (-posting.amount).toString()
    return sql`update ledger_accounts set balance = balance - ${debit}::numeric
      where owner_kind = 'user' and owner_id = ${posting.userId} and token_id = ${posting.tokenId} and purpose = ${posting.purpose}
        and balance >= ${debit}::numeric ${condition}
      returning id`
  }
  return sql`insert into ledger_accounts (owner_kind, owner_id, token_id, purpose, balance)
    select 'user', ${posting.userId}::integer, ${posting.tokenId}::integer, ${posting.purpose}::text, ${posting.amount.toString()}::numeric
    where true ${condition}
    on conflict (owner_kind, owner_id, token_id, purpose) do update set balance = ledger_accounts.balance + excluded.balance
    returning id`
}

/**
 * System accounts are never updated row-wise (they would be a lock every transfer waits on): their
 * balance is the sum of their entries. A plain read finds them; the insert runs once per token.
 * Their ids never change, so `known` (per database) spares the read after the first time.
 */
async function systemAccountId(trx: Db, purpose: SystemPurpose, tokenId: number, known?: SystemAccountIds): Promise<string> {
  const key = `${tokenId}:${purpose}`
  const remembered = known?.get(key)
  if (remembered !== undefined) return remembered
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
  if (found !== undefined) {
    known?.set(key, String(found.id))
    return String(found.id)
  }
  await trx
    .insertInto('ledger_accounts')
    .values({ owner_kind: 'system', owner_id: 0, token_id: tokenId, purpose })
    .onConflict((oc) => oc.doNothing())
    .execute()
  // Not remembered: this transaction may yet roll back the row it just created.
  const created = await find()
  if (created === undefined) throw new Error(`system account ${purpose} of token ${tokenId} missing`)
  return String(created.id)
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
