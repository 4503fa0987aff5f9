import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The programme base (docs/decisions/0009-programme-base.md): the referral closure table,
// versioned programme configuration with its history, settlement runs; and the first programmes
// on it, the mint centre (bp) and the old mint (product).

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (ancestor, descendant) at any distance; no self rows. Written with every bind.
  await db.schema
    .createTable('referral_paths')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('descendant_id', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull().check(sql`depth >= 1`))
    .addPrimaryKeyConstraint('referral_paths_pkey', ['ancestor_id', 'descendant_id'])
    .execute()
  await db.schema.createIndex('referral_paths_descendant_idx').on('referral_paths').columns(['descendant_id', 'depth']).execute()
  await db.schema.createIndex('referral_paths_generation_idx').on('referral_paths').columns(['ancestor_id', 'depth']).execute()
  await backfillReferralPaths(db)

  await db.schema
    .createTable('programme_configs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // Append-only: nothing updates or deletes a row.
  await db.schema
    .createTable('programme_config_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('old', 'jsonb', (c) => c.notNull())
    .addColumn('new', 'jsonb', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('programme_config_history_version_key', ['name', 'version'])
    .execute()

  await db.schema
    .createTable('settlement_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'done', 'underfunded', 'failed')`))
    .addColumn('users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totals', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transaction_id', 'bigint')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('settlement_runs_job_day_key', ['job', 'day'])
    .execute()
  await db.schema.createIndex('settlement_runs_status_idx').on('settlement_runs').columns(['status', 'job', 'day']).execute()

  // Mint centre records; USD figures in USD-token base units.
  await db.schema
    .createTable('mint_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', amount, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('cp', amount, (c) => c.notNull())
    .addColumn('out_amount', amount, (c) => c.notNull())
    .addColumn('remain_amount', amount, (c) => c.notNull().check(sql`remain_amount >= 0`))
    .addColumn('hap_amount', amount, (c) => c.notNull())
    .addColumn('btpi_amount', amount, (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (0, 1)`))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('mint_records_user_idx').on('mint_records').columns(['user_id', 'status', 'id']).execute()
  await sql`create index mint_records_active_idx on mint_records (user_id, created_at, id) where status = 1`.execute(db)

  // Level 2 nodes (bought); level 1 follows from valid direct referrals and is not stored.
  await db.schema
    .createTable('mint_nodes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level = 2`))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('product_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', amount, (c) => c.notNull().check(sql`pay_amount > 0`))
    .addColumn('release_amount', amount, (c) => c.notNull())
    .addColumn('released_amount', amount, (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (0, 1)`))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('product_records_released_le', sql`released_amount <= release_amount`)
    .execute()
  await db.schema.createIndex('product_records_user_idx').on('product_records').columns(['user_id', 'id']).execute()
  await sql`create index product_records_active_idx on product_records (id) where status = 1`.execute(db)

  // Programme bills are written by day in bulk; today's rewards read a user's by time.
  await db.schema.createIndex('bills_user_type_time_idx').on('bills').columns(['user_id', 'type', 'created_at']).execute()
}

/**
 * Binds so far: every user's chain of parents. The depth bound stops on a loop that cannot exist
 * (binds refuse cycles) rather than trusting it. Exported for its test.
 */
export async function backfillReferralPaths(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into referral_paths (ancestor_id, descendant_id, depth)
    with recursive chain(ancestor_id, descendant_id, depth) as (
      select parent_id, id, 1 from users where parent_id <> 0
      union all
      select u.parent_id, c.descendant_id, c.depth + 1
      from chain c join users u on u.id = c.ancestor_id
      where u.parent_id <> 0 and c.depth < 10000
    )
    select ancestor_id, descendant_id, min(depth) from chain group by ancestor_id, descendant_id`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bills_user_type_time_idx').execute()
  for (const table of ['product_records', 'mint_nodes', 'mint_records', 'settlement_runs', 'programme_config_history', 'programme_configs', 'referral_paths']) {
    await db.schema.dropTable(table).execute()
  }
}
