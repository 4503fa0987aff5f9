import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The programme base's second stage (issue 30, docs/decisions/0015-programme-registry-and-runs.md):
// - system_purposes: what each system account is, in the database, so the ledger check (a CLI
//   without the app) and the posting code read one registry; programmes add their pools at start;
// - funded system accounts (treasury, pools) keep their balance column, maintained under the row
//   lock every debit already takes, so reading a pool no longer sums its entries;
// - who funded and why, in columns of the transaction instead of packed into its kind;
// - a run records the configuration versions and prices it settled with, and what blocked it;
// - settlement_day_prices: the price a day was settled with, fixed the first time it is needed.
const houseSystemPurposes: [string, string][] = [
  ['custody', 'source'],
  ['operator_funding', 'source'],
  ['fees', 'fees'],
  ['held', 'held'],
  ['exchange_pool', 'house'],
  ['circulation', 'house'],
  ['burned', 'house'],
  ['income', 'house'],
  ['treasury', 'funded'],
  ['mint_pool', 'funded'],
  ['product_pool', 'funded'],
  ['miner_pool', 'funded'],
  ['pledge_pool', 'funded'],
  ['fund_pool', 'funded'],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_purposes')
    .addColumn('purpose', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('source', 'fees', 'held', 'house', 'funded')`))
    .addColumn('programme', 'text')
    .execute()
  for (const [purpose, kind] of houseSystemPurposes) await sql`insert into system_purposes (purpose, kind) values (${purpose}, ${kind})`.execute(db)
  await sql`update ledger_accounts a set balance = coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
    where a.owner_kind = 'system' and a.purpose in (select purpose from system_purposes where kind = 'funded')`.execute(db)

  await sql`alter table ledger_transactions add column actor text, add column memo text`.execute(db)

  await sql`alter table settlement_runs
    add column config_versions jsonb not null default '{}'::jsonb,
    add column prices jsonb not null default '{}'::jsonb,
    add column shortfall_purpose text,
    add column shortfall_token_id integer,
    add column shortfall_needed numeric(78, 0)`.execute(db)

  await db.schema
    .createTable('settlement_day_prices')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('numerator', 'numeric(78, 0)', (c) => c.notNull().check(sql`numerator > 0`))
    .addColumn('denominator', 'numeric(78, 0)', (c) => c.notNull().check(sql`denominator > 0`))
    // 'snapshot': the day's recorded chart price; 'live': read from the pairs when the day was first settled on time; 'carried': the last fixed price before a day nobody priced.
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('snapshot', 'live', 'carried')`))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlement_day_prices_pkey', ['day', 'symbol'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement_day_prices').execute()
  await sql`alter table settlement_runs drop column config_versions, drop column prices, drop column shortfall_purpose, drop column shortfall_token_id, drop column shortfall_needed`.execute(db)
  await sql`alter table ledger_transactions drop column actor, drop column memo`.execute(db)
  await db.schema.dropTable('system_purposes').execute()
}
