import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Pledge pools and the foundation fund (docs/decisions/0010-earn.md). Balances stay on the
// ledger; these rows only say when each part of a stake was pledged and redeemed, which the daily
// reward needs and the ledger's database-time stamps cannot tell under the injectable clock.

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pledge_lots')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('pool_id', 'integer', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('amount', amount, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('pledged_at', 'timestamptz', (c) => c.notNull())
    // A partial redeem splits a lot: the redeemed part becomes its own closed row.
    .addColumn('redeemed_at', 'timestamptz')
    .execute()
  await sql`create index pledge_lots_open_idx on pledge_lots (user_id, pool_id, pledged_at desc, id desc) where redeemed_at is null`.execute(db)

  // The fund's join becomes a term: burned part, pledged part, begin and end, and its one redeem.
  await sql`alter table circulation_fund_joins
    add column burned ${sql.raw(amount)} not null default 0,
    add column pledged ${sql.raw(amount)} not null default 0,
    add column begin_at timestamptz,
    add column end_at timestamptz,
    add column redeemed_at timestamptz,
    add column redeem_transaction_id bigint references ledger_transactions(id)`.execute(db)
  // Joins before the term existed paid into the circulation account and pledged nothing.
  await sql`update circulation_fund_joins set begin_at = created_at, end_at = created_at + interval '365 days'`.execute(db)
  await sql`alter table circulation_fund_joins alter column begin_at set not null, alter column end_at set not null`.execute(db)
  await sql`create index circulation_fund_joins_term_idx on circulation_fund_joins (begin_at, end_at) where pledged > 0`.execute(db)
  // The fund's settings are programme configuration now (`fund`), versioned with history.
  await db.schema.dropTable('circulation_fund_config').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table circulation_fund_config (id integer primary key, open boolean not null, token_id integer not null references tokens(id), fund_amount ${sql.raw(amount)} not null, updated_at timestamptz not null default now())`.execute(db)
  await sql`insert into circulation_fund_config (id, open, token_id, fund_amount) select 1, true, id, 20000000000000000000 from tokens where symbol = 'HAP'`.execute(db)
  await sql`drop index circulation_fund_joins_term_idx`.execute(db)
  await sql`alter table circulation_fund_joins drop column burned, drop column pledged, drop column begin_at, drop column end_at, drop column redeemed_at, drop column redeem_transaction_id`.execute(db)
  await db.schema.dropTable('pledge_lots').execute()
}
