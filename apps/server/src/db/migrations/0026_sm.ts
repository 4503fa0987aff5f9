import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Member recruit (docs/decisions/0027-member-recruit.md). Money stays on the ledger: a row says
// who joined, with which token and fee, and, for a payment made on chain, by which transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sm_members')
    // One join per user: the primary key decides a race, not a prior read.
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('pay_type', 'smallint', (c) => c.notNull().check(sql`pay_type in (0, 1)`))
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('pay_amount', 'numeric(78, 0)', (c) => c.notNull().check(sql`pay_amount > 0`))
    .addColumn('discount', 'numeric(20, 18)', (c) => c.notNull().check(sql`discount >= 0 and discount < 1`))
    // A payment on chain names its transaction; each hash pays one join, whoever reports it.
    .addColumn('tx_hash', 'text', (c) => c.unique())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sm_members').execute()
}
