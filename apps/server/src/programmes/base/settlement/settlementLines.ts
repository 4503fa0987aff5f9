import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { UnbalancedTransactionError } from '../../../modules/wallet/ledger.ts'
import { lockSystemAccount } from '../pools/systemBalance.ts'
import { INCOMING_PURPOSE } from './incomingSweep.ts'
import { oweWhatPoolCannotPay } from './owedRewards.ts'
import { withSortedGrouping } from './sortedGrouping.ts'

/**
 * Bulk posting for daily jobs (docs/decisions/0009-programme-base.md): a job writes one row per
 * account movement into `settlement_lines`, and `postSettlementLines` books them as ONE balanced
 * ledger transaction in a fixed handful of statements, whatever the number of users. It is the
 * set-based sibling of ledger_post (migration 0011), with the same rules: user balances never go
 * below zero (their CHECK), user rows are locked in id order (as ledger_post locks them, so the
 * two never deadlock), system rows keep no balance, and a pool or the treasury never pays more
 * than it holds.
 */
export async function createSettlementLines(trx: Db, run?: SettledRun): Promise<void> {
  await sql`create temporary table settlement_lines (
    owner_kind text not null, owner_id integer not null, token_id integer not null, purpose text not null,
    amount numeric not null, behavior integer, bill_type integer
  ) on commit drop`.execute(trx)
  if (run === undefined) return
  // What a pool that cannot pay records its rewards as owed under (owedRewards.ts).
  await sql`create temporary table settlement_run on commit drop as select ${run.job}::text as job, ${run.day}::date as day, ${run.at}::timestamptz as at`.execute(trx)
}

/** The job and day a run's lines belong to. */
export interface SettledRun {
  job: string
  day: string
  at: Date
}

/**
 * The pool pays what the lines written so far credit, per token: call it once all of a job's
 * credits are in. With `rewards` (the bill behaviors of the lines this pool pays as rewards), a
 * pool that cannot pay them, or still owes earlier days, records them as owed instead of failing
 * the day: the day's other lines (users' own money) post regardless (decision 0045).
 */
export async function payLinesFromPool(trx: Db, pool: string, rewards?: readonly number[]): Promise<void> {
  if (rewards === undefined) {
    await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount)
      select 'system', 0, token_id, ${pool}, -sum(amount) from settlement_lines group by token_id having sum(amount) > 0`.execute(trx)
    return
  }
  // The sums were read once to decide what is owed: the debits are written from them, not read again.
  const needs = await oweWhatPoolCannotPay(trx, pool, rewards)
  for (const [tokenId, need] of needs) {
    await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount) values ('system', 0, ${tokenId}, ${pool}, ${(-need).toString()}::numeric)`.execute(trx)
  }
}

export class UnderfundedError extends Error {
  override name = 'UnderfundedError'
  constructor(readonly account: string, readonly tokenId: number, readonly needed: bigint, readonly held: bigint) {
    super(`${account} (token ${tokenId}) holds ${held}, the day needs ${needed}`)
  }
}

export interface SettlementPosting {
  key: string
  kind: string
  postedAt: Date
}

export interface PostedSettlement {
  transactionId: string | undefined
  /** Per token id, what users received in all (credits only). */
  paid: Map<number, bigint>
  /** Credits to usable were booked to usable_incoming: a sweep is due. */
  incoming: boolean
}

export async function postSettlementLines(trx: Db, { key, kind, postedAt }: SettlementPosting): Promise<PostedSettlement> {
  // Lines of 0 (a share that rounded down to nothing) are skipped where lines are read, rather than
  // deleted first: one pass less over a table of millions of rows.
  // A day's credits to usable wait in usable_incoming, which no user action locks; short batches
  // move them on after the run (incomingSweep.ts), so transfers never wait for a settlement.
  const redirected = await sql`update settlement_lines set purpose = ${INCOMING_PURPOSE} where owner_kind = 'user' and purpose = 'usable' and amount > 0`.execute(trx)
  const incoming = (redirected.numAffectedRows ?? 0n) > 0n
  const { rows: sums } = await sql<{ token_id: number; total: string; paid: string }>`
    select token_id, sum(amount)::text as total, coalesce(sum(amount) filter (where owner_kind = 'user' and amount > 0), 0)::text as paid
    from settlement_lines where amount <> 0 group by token_id`.execute(trx)
  if (sums.length === 0) return { transactionId: undefined, paid: new Map(), incoming }
  for (const row of sums) if (BigInt(row.total) !== 0n) throw new UnbalancedTransactionError(`settlement ${key}: token ${row.token_id} is off by ${row.total}`)

  await assertFunded(trx)
  const { rows: inserted } = await sql<{ id: string }>`
    insert into ledger_transactions (idempotency_key, kind, created_at) values (${key}, ${kind}, ${postedAt})
    on conflict (idempotency_key) do nothing returning id::text as id`.execute(trx)
  const transactionId = inserted[0]?.id
  if (transactionId === undefined) throw new Error(`settlement ${key} was posted before by another run`)

  await bookAccounts(trx)
  // settlement_accounts was written in owner order, which is the order of the ids a day's new
  // accounts take (and of those an earlier first day gave): its entries reach the account index
  // in order without sorting a million rows again.
  await sql`insert into ledger_entries (transaction_id, account_id, token_id, amount)
    select ${transactionId}::bigint, account_id, token_id, amount from settlement_accounts where amount <> 0`.execute(trx)
  await sql`insert into bills (transaction_id, user_id, token_id, behavior, type, amount, usable_change, created_at)
    select ${transactionId}::bigint, owner_id, token_id, behavior, bill_type, abs(amount), amount, ${postedAt}
    from settlement_lines where owner_kind = 'user' and behavior is not null and amount <> 0 order by owner_id`.execute(trx)
  return { transactionId, paid: new Map(sums.map((row) => [row.token_id, BigInt(row.paid)])), incoming }
}

/**
 * settlement_accounts: the net movement of every account the lines touch. Accounts that do not
 * exist yet are created holding their amount (a new row needs no lock and no second write);
 * existing user accounts are locked in id order (as ledger_post locks them, so the two never
 * deadlock) and updated. The temporary tables are analysed first: unanalysed, the planner takes
 * a million rows for a few thousand and loops over an index.
 */
async function bookAccounts(trx: Db): Promise<void> {
  // Grouping and sorting a million lines wants memory; the default 4 MB sends them to disk. For the
  // run's transaction only, as mint.daily and nft.daily set it for their own statements.
  await sql`set local work_mem = '256MB'`.execute(trx)
  await sql`analyze settlement_lines`.execute(trx)
  // New accounts take their ids here (nextval runs once per new account, after the grouping) and
  // are written in one ordered insert: no second pass over the table, and no join back from a
  // RETURNING list (a million-row join the planner cannot see coming). A first account created by
  // someone else meanwhile fails the unique key, and the run is tried again on the next pass.
  // The sequence is looked up once (an InitPlan): pg_get_serial_sequence per row was a catalog
  // lookup per new account, 5.3 s of the statement's CPU for 469,000 accounts against 0.5 s.
  // Sorted by owner (the integer first: a text first key would compare every pair under the
  // collation), and nextval runs after the sort (PostgreSQL evaluates a volatile output column
  // above the Sort): new ids follow the owner key, so the insert walks ledger_accounts_owner_key in
  // order instead of touching a random leaf per account (decision 0036). Grouped by a sort in that
  // same order (decision 0039): one sort gives both the groups and the order, where a hash grouping
  // of numeric sums cost more than the sort it was followed by.
  await withSortedGrouping(trx, () => sql`
    create temporary table settlement_accounts on commit drop as
    select owner_kind, owner_id, token_id, purpose, amount,
      coalesce(id, nextval((select pg_get_serial_sequence('ledger_accounts', 'id')::regclass))) as account_id, id is null as created
    from (
      select l.owner_kind, l.owner_id, l.token_id, l.purpose, sum(l.amount) as amount, a.id
      from settlement_lines l left join ledger_accounts a
        on a.owner_kind = l.owner_kind and a.owner_id = l.owner_id and a.token_id = l.token_id and a.purpose = l.purpose
      where l.amount <> 0
      group by l.owner_id, l.token_id, l.purpose, l.owner_kind, a.id
    ) grouped
    order by owner_id, token_id, purpose`.execute(trx))
  await sql`
    insert into ledger_accounts (id, owner_kind, owner_id, token_id, purpose, balance)
    select account_id, owner_kind, owner_id, token_id, purpose, case when owner_kind = 'user' or purpose in (select purpose from system_purposes where kind = 'funded') then amount else 0 end
    from settlement_accounts where created`.execute(trx)
  await sql`analyze settlement_accounts`.execute(trx)
  await sql`select count(*) from (select a.id from ledger_accounts a join settlement_accounts s on s.account_id = a.id
    where s.owner_kind = 'user' and not s.created order by a.id for update of a) locked`.execute(trx)
  await sql`update ledger_accounts a set balance = a.balance + s.amount
    from settlement_accounts s where a.id = s.account_id and s.owner_kind = 'user' and not s.created and s.amount <> 0`.execute(trx)
  // Funded accounts keep their balance column (decision 0015); assertFunded holds their rows locked.
  await sql`update ledger_accounts a set balance = a.balance + s.amount
    from settlement_accounts s where a.id = s.account_id and s.owner_kind = 'system' and not s.created and s.amount <> 0
      and s.purpose in (select purpose from system_purposes where kind = 'funded')`.execute(trx)
}

/**
 * Every funded account (the treasury, a pool) the lines debit must hold the debit; the rows are
 * locked while it is decided. Every system account the lines touch must be registered.
 */
async function assertFunded(trx: Db): Promise<void> {
  const { rows } = await sql<{ purpose: string; token_id: number; debit: string; kind: string | null }>`
    select l.purpose, l.token_id, (-sum(l.amount))::text as debit, min(p.kind) as kind
    from settlement_lines l left join system_purposes p on p.purpose = l.purpose
    where l.owner_kind = 'system' group by l.purpose, l.token_id order by l.purpose, l.token_id`.execute(trx)
  for (const row of rows) {
    if (row.kind === null) throw new Error(`settlement lines name the unregistered system account ${row.purpose}`)
    const needed = BigInt(row.debit)
    if (row.kind !== 'funded' || needed <= 0n) continue
    const held = await lockSystemAccount(trx, row.purpose, row.token_id)
    if (held < needed) throw new UnderfundedError(row.purpose, row.token_id, needed, held)
  }
}
