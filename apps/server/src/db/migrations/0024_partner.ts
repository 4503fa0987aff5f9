import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Partner recruitment and vote (docs/decisions/0024-partner.md). Money stays on the ledger: these
// rows are the rounds' seat counters, who holds a seat, and the votes and their ballots.

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_rounds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phase', 'integer', (c) => c.notNull().check(sql`phase >= 1`))
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('pay_amount', amount, (c) => c.notNull().check(sql`pay_amount > 0`))
    .addColumn('max_recruit', 'integer', (c) => c.notNull().check(sql`max_recruit > 0`))
    // The seat counter: a sale is `recruited = recruited + 1 where recruited < max_recruit`, so the check never fires in practice; it is the last word.
    .addColumn('recruited', 'integer', (c) => c.notNull().defaultTo(0).check(sql`recruited between 0 and max_recruit`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addCheckConstraint('partner_rounds_window', sql`end_at > begin_at`)
    .execute()

  await db.schema
    .createTable('partner_seats')
    // One seat per user, whatever the round: the primary key decides a race, not a prior read.
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('partner_rounds.id'))
    .addColumn('phase', 'integer', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', amount, (c) => c.notNull())
    .addColumn('bought_at', 'timestamptz', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .execute()
  await sql`create index partner_seats_latest_idx on partner_seats (bought_at desc, user_id desc)`.execute(db)

  await db.schema
    .createTable('partner_votes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addCheckConstraint('partner_votes_window', sql`end_at > begin_at`)
    .execute()

  await db.schema
    .createTable('partner_ballots')
    .addColumn('vote_id', 'integer', (c) => c.notNull().references('partner_votes.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('view_point', 'smallint', (c) => c.notNull().check(sql`view_point in (0, 1)`))
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull())
    // One vote per partner per vote: twenty racing requests insert one row.
    .addPrimaryKeyConstraint('partner_ballots_pk', ['vote_id', 'user_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['partner_ballots', 'partner_votes', 'partner_seats', 'partner_rounds']) await db.schema.dropTable(table).execute()
}
