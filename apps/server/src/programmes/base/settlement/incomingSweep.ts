import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'

/** Where a settlement's credits to usable wait for the sweep: a user purpose no user action locks. */
export const INCOMING_PURPOSE = 'usable_incoming'

/** Accounts one sweep transaction moves: a few milliseconds of row locks each. */
const SWEEP_BATCH = 2_000

/**
 * Moves every user's usable_incoming balance to usable, in short transactions of SWEEP_BATCH
 * accounts (decision 0015). A day's run books its usable credits to usable_incoming, so the long
 * run never holds a lock a transfer, deposit or withdrawal needs; each batch here holds its
 * users' usable rows only for its own few statements. Each batch moves whatever its accounts hold
 * at that moment, so a crash between batches leaves the rest for the next sweep and nothing is
 * moved twice. Bills were written by the run (the user's bill is the day's reward); the sweep
 * moves the money between two of the user's own accounts and writes none.
 */
export async function sweepIncoming(db: Db, now: Date, batchSize = SWEEP_BATCH): Promise<number> {
  let moved = 0
  for (;;) {
    const count = await db.transaction().execute((trx) => sweepBatch(trx, now, batchSize))
    moved += count
    if (count < batchSize) return moved
  }
}

async function sweepBatch(trx: Db, now: Date, batchSize: number): Promise<number> {
  // skip locked: an account a claim or another sweep holds is taken next time.
  await sql`create temporary table sweep_batch on commit drop as
    select id, owner_id, token_id, balance from ledger_accounts
    where owner_kind = 'user' and purpose = ${INCOMING_PURPOSE} and balance > 0
    order by id limit ${batchSize} for update skip locked`.execute(trx)
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from sweep_batch`.execute(trx)
  const count = Number(rows[0]?.count ?? 0)
  if (count === 0) return 0
  await sql`insert into ledger_accounts (owner_kind, owner_id, token_id, purpose)
    select 'user', owner_id, token_id, 'usable' from sweep_batch order by owner_id, token_id on conflict do nothing`.execute(trx)
  // Locked in id order, as ledger_post locks user rows, so the two never wait on each other crosswise.
  await sql`create temporary table sweep_usable on commit drop as
    select a.id, b.id as incoming_id, b.balance from sweep_batch b
    join ledger_accounts a on a.owner_kind = 'user' and a.owner_id = b.owner_id and a.token_id = b.token_id and a.purpose = 'usable'`.execute(trx)
  await sql`select count(*) from (select a.id from ledger_accounts a join sweep_usable s on s.id = a.id order by a.id for update of a) locked`.execute(trx)
  const { rows: inserted } = await sql<{ id: string }>`
    insert into ledger_transactions (idempotency_key, kind, created_at)
    values ('incoming:' || (select min(id) from sweep_batch) || ':' || gen_random_uuid(), 'usable_incoming_sweep', ${now}) returning id::text as id`.execute(trx)
  const transactionId = inserted[0]!.id
  await sql`insert into ledger_entries (transaction_id, account_id, token_id, amount)
    select ${transactionId}::bigint, id, token_id, -balance from sweep_batch
    union all
    select ${transactionId}::bigint, s.id, b.token_id, s.balance from sweep_usable s join sweep_batch b on b.id = s.incoming_id`.execute(trx)
  await sql`update ledger_accounts a set balance = a.balance + s.balance from sweep_usable s where a.id = s.id`.execute(trx)
  await sql`update ledger_accounts a set balance = 0 from sweep_batch b where a.id = b.id`.execute(trx)
  return count
}
