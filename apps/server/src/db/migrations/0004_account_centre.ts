import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The account centre: uploads, feedback, flash exchange, partner levels, circulation fund.

const amount = 'numeric(78, 0)'
const e18 = 10n ** 18n
const whole = (n: number) => (BigInt(n) * e18).toString()
const HAP = 1
const USDT = 2
const HAPB = 3

/** Devnet pairs so the screen works on first start; operators change them under /api/admin/exchange. */
const pairs = [
  { t1_id: USDT, t2_id: HAP, exchange_rate: '10', fee_rate: '0.003', min_amount: whole(1), max_amount: whole(100_000), sort_order: 1 },
  { t1_id: HAP, t2_id: USDT, exchange_rate: '0.1', fee_rate: '0.003', min_amount: whole(10), max_amount: whole(1_000_000), sort_order: 2 },
  { t1_id: HAP, t2_id: HAPB, exchange_rate: '1', fee_rate: '0', min_amount: whole(1), max_amount: '0', sort_order: 3 },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('save_path', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute()

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // save_path values, in the order given.
    .addColumn('image_arr', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('feedbacks_user_idx').on('feedbacks').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('feedback_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedbacks.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('admin_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('feedback_replies_feedback_idx').on('feedback_replies').column('feedback_id').execute()

  await db.schema
    .createTable('exchange_pairs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('t1_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('t2_id', 'integer', (c) => c.notNull().references('tokens.id'))
    // Exact decimal fractions as text, parsed by the core rules.
    .addColumn('exchange_rate', 'text', (c) => c.notNull().check(sql`exchange_rate ~ '^[0-9]+(\\.[0-9]+)?$'`))
    .addColumn('fee_rate', 'text', (c) => c.notNull().check(sql`fee_rate ~ '^[0-9]+(\\.[0-9]+)?$'`))
    .addColumn('min_amount', amount, (c) => c.notNull().defaultTo(0))
    // 0: no maximum.
    .addColumn('max_amount', amount, (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('exchange_pairs_direction_key', ['t1_id', 't2_id'])
    .addCheckConstraint('exchange_pairs_distinct_tokens', sql`t1_id <> t2_id`)
    .execute()

  await db.schema
    .createTable('exchange_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('t1_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('t2_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('amount', amount, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('exchange_rate', 'text', (c) => c.notNull())
    .addColumn('fee_rate', 'text', (c) => c.notNull())
    .addColumn('fee', amount, (c) => c.notNull())
    .addColumn('received', amount, (c) => c.notNull().check(sql`received > 0`))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('exchange_orders_user_idx').on('exchange_orders').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('partner_levels')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('team_level', 'integer', (c) => c.notNull().check(sql`team_level between 0 and 2`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('circulation_fund_config')
    // A single row: the fund's one setting set.
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('open', 'boolean', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('fund_amount', amount, (c) => c.notNull().check(sql`fund_amount > 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('circulation_fund_joins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Once per account: status '2' means joined.
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num >= 1`))
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('amount', amount, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  const typed = db as Kysely<{
    exchange_pairs: (typeof pairs)[number]
    circulation_fund_config: { id: number; open: boolean; token_id: number; fund_amount: string }
  }>
  await typed.insertInto('exchange_pairs').values(pairs).execute()
  await typed.insertInto('circulation_fund_config').values({ id: 1, open: true, token_id: HAP, fund_amount: whole(100) }).execute()
}
