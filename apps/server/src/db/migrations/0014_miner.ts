import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The miner pool and the 918 airdrop (docs/decisions/0009-programme-base.md, "Miner").

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('miner_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    // Fixed at the start, at the rate of that moment.
    .addColumn('production', amount, (c) => c.notNull().check(sql`production > 0`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('miner_sessions_user_idx').on('miner_sessions').columns(['user_id', 'ends_at']).execute()
  // A session is paid by the settlement of the day its end falls in: the day's run finds its
  // sessions by this index, and nothing is written back to a million session rows.
  await db.schema.createIndex('miner_sessions_end_idx').on('miner_sessions').column('ends_at').execute()

  // One row: what every session started so far will produce. Starts lock it, so the cap holds.
  await db.schema
    .createTable('miner_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('total_mined', amount, (c) => c.notNull())
    .execute()
  await sql`insert into miner_state (id, total_mined) values (1, 0)`.execute(db)

  // What the 918 airdrop has paid each user: the next grant is the entitlement minus this.
  await db.schema
    .createTable('airdrop_grants')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('paid', amount, (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['airdrop_grants', 'miner_state', 'miner_sessions']) await db.schema.dropTable(table).execute()
}
