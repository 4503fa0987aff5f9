import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The circulation market (docs/decisions/0032-circulation.md), named cm_* apart from the
// foundation fund's circulation_* tables. Money stays on the ledger (cm_reserved, circ_frozen):
// these rows are the orders, their matches (fills) and the users made valid by a completed order.

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cm_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 0 buy, 1 sell.
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (0, 1)`))
    .addColumn('units', 'integer', (c) => c.notNull().check(sql`units > 0`))
    .addColumn('matched_units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawn_units', 'integer', (c) => c.notNull().defaultTo(0))
    // Token base units of one unit, and pay-token base units one unit costs: fixed at publish.
    .addColumn('unit_amount', amount, (c) => c.notNull().check(sql`unit_amount > 0`))
    .addColumn('unit_cost', amount, (c) => c.notNull().check(sql`unit_cost > 0`))
    // Queue position, given under the book's lock when the order is matched in: FIFO is this order. Null while arriving.
    .addColumn('seq', 'bigint')
    // 0 queuing (or arriving), 1 fully matched, 3 withdrawn (what was left of it).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 3)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('transaction_id', 'bigint', (c) => c.notNull())
    .addCheckConstraint('cm_orders_units', sql`matched_units >= 0 and withdrawn_units >= 0 and matched_units + withdrawn_units <= units`)
    .addCheckConstraint('cm_orders_status', sql`(status = 0) = (matched_units + withdrawn_units < units)`)
    .execute()
  await sql`create unique index cm_orders_seq_idx on cm_orders (seq)`.execute(db)
  await sql`create index cm_orders_arriving_idx on cm_orders (id) where seq is null`.execute(db)
  await sql`create index cm_orders_queue_idx on cm_orders (type, unit_cost, seq) where status = 0 and seq is not null`.execute(db)
  await sql`create index cm_orders_user_idx on cm_orders (user_id, type, status, id desc)`.execute(db)

  await db.schema
    .createTable('cm_fills')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('buy_order_id', 'integer', (c) => c.notNull().references('cm_orders.id'))
    .addColumn('sell_order_id', 'integer', (c) => c.notNull().references('cm_orders.id'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull().check(sql`units > 0`))
    // Token base units the buyer gets, pay-token base units the seller gets.
    .addColumn('amount', amount, (c) => c.notNull())
    .addColumn('cost', amount, (c) => c.notNull())
    .addColumn('freeze_day', 'integer', (c) => c.notNull())
    .addColumn('matched_at', 'timestamptz', (c) => c.notNull())
    .addColumn('release_at', 'timestamptz', (c) => c.notNull())
    // 1 frozen, 2 completed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status in (1, 2)`))
    .addColumn('reward_amount', amount, (c) => c.notNull().defaultTo(0))
    .addColumn('fuel_amount', amount, (c) => c.notNull().defaultTo(0))
    .addColumn('release_day', 'date')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('transaction_id', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create index cm_fills_due_idx on cm_fills (release_at) where status = 1`.execute(db)
  await sql`create index cm_fills_buyer_idx on cm_fills (buyer_id, status, id desc)`.execute(db)
  await sql`create index cm_fills_seller_idx on cm_fills (seller_id, status, id desc)`.execute(db)

  await db.schema
    .createTable('cm_valid_users')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('valid_at', 'timestamptz', (c) => c.notNull())
    .execute()
}
