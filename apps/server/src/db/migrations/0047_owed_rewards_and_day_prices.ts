import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Decision 0045: a settlement day always settles.
// - programme_owed_rewards: a day's rewards its pool could not pay, per user, paid in day order
//   once the pool holds them (the day's principal was released on its day regardless).
// - settlement_day_prices may be fixed from the chain at the day's last block, or by an operator.
// - cm_fills.fuel_short: the buyer lacked the release day's fuel, so the match completed without
//   its reward; the order says so.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('programme_owed_rewards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(78, 0)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('behavior', 'integer')
    .addColumn('bill_type', 'integer')
    .addColumn('owed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('paid_at', 'timestamptz')
    .execute()
  // What a pool still owes, oldest day first: the payer's queue.
  await sql`create index programme_owed_rewards_unpaid on programme_owed_rewards (pool, token_id, day, job) where paid_transaction_id is null`.execute(db)
  await sql`create index programme_owed_rewards_user on programme_owed_rewards (user_id, job, day)`.execute(db)
  await sql`alter table cm_fills add column fuel_short boolean not null default false`.execute(db)
  await sql`alter table settlement_day_prices drop constraint settlement_day_prices_source_check`.execute(db)
  // 'chain': the pairs read at the day's last block; 'operator': entered (and audited) by an operator.
  await sql`alter table settlement_day_prices add constraint settlement_day_prices_source_check check (source in ('snapshot', 'live', 'chain', 'carried', 'operator'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settlement_day_prices where source in ('chain', 'operator')`.execute(db)
  await sql`alter table settlement_day_prices drop constraint settlement_day_prices_source_check`.execute(db)
  await sql`alter table settlement_day_prices add constraint settlement_day_prices_source_check check (source in ('snapshot', 'live', 'carried'))`.execute(db)
  await sql`alter table cm_fills drop column fuel_short`.execute(db)
  await db.schema.dropTable('programme_owed_rewards').execute()
}
