import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Issue 38's last pieces (docs/decisions/0035-cards-and-dividends.md, 0037):
// - worker_cursors.read_through: the programme clock's time at which an indexer's last complete
//   pass started. Every log of a block mined before it has been read, so cards.daily settles a day
//   only once this time is past the day's end (null: no pass has recorded one yet).
// - settlement_runs.status 'waiting': a day whose inputs are still arriving (the indexer has not
//   read past its end). Nothing is posted; the runner tries it again on its next pass.
// - pool_keeper_calls: each returnToPool(pair) transaction the keeper signed, stored before it is
//   broadcast, so a restart re-sends the same bytes instead of signing a second call.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('worker_cursors').addColumn('read_through', 'timestamptz').execute()

  await sql`alter table settlement_runs drop constraint settlement_runs_status_check`.execute(db)
  await sql`alter table settlement_runs add constraint settlement_runs_status_check check (status in ('running', 'done', 'underfunded', 'failed', 'waiting'))`.execute(db)

  await db.schema
    .createTable('pool_keeper_calls')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    // The share the token held for the pair when the call was signed (the call moves what it holds when mined).
    .addColumn('held', 'numeric(78, 0)', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull().unique())
    .addColumn('raw_tx', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'mined', 'reverted', 'dropped')`))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('pool_keeper_calls_pair_idx').on('pool_keeper_calls').columns(['chain_id', 'pair', 'sent_at']).execute()
  await sql`create index pool_keeper_calls_pending_idx on pool_keeper_calls (chain_id, sender) where status = 'pending'`.execute(db)
}
