import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Equity star cards (docs/decisions/0035-cards-and-dividends.md). Money stays on the ledger: these
// rows are each settled day's figures and cards, kept for the card screen and the console.

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The last settled day's figures of every user with liquidity (USD base units), replaced each day.
  await db.schema
    .createTable('cards_figures')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('personal', amount, (c) => c.notNull())
    .addColumn('team', amount, (c) => c.notNull())
    .addColumn('star', 'smallint', (c) => c.notNull().check(sql`star between 0 and 5`))
    .execute()
  await sql`create index cards_figures_by_star on cards_figures (star, personal, user_id)`.execute(db)
  await sql`create index cards_figures_by_personal on cards_figures (personal, user_id)`.execute(db)

  // The cards, day by day: a row per card held that day (star 1-5), and one per card given up
  // that day (star 0, the exit); prev_star is the day before's, since the first day of the
  // unbroken holding. card_dividend is what the day's tiers paid the card.
  await db.schema
    .createTable('cards_days')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('star', 'smallint', (c) => c.notNull().check(sql`star between 0 and 5`))
    .addColumn('prev_star', 'smallint', (c) => c.notNull().check(sql`prev_star between 0 and 5`))
    .addColumn('since', 'date')
    .addColumn('card_dividend', amount, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cards_days_pkey', ['day', 'user_id'])
    .addCheckConstraint('cards_days_exit', sql`(star = 0) = (since is null) and (star > 0 or prev_star > 0)`)
    .execute()
  await sql`create index cards_days_by_user on cards_days (user_id, day desc)`.execute(db)

  // One row per settled day: what arrived on chain (from the Taxed events) and what was paid.
  await db.schema
    .createTable('cards_runs')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('volume', amount, (c) => c.notNull())
    .addColumn('lp_dividend', amount, (c) => c.notNull())
    .addColumn('card_dividend', amount, (c) => c.notNull())
    .addColumn('lp_paid', amount, (c) => c.notNull())
    .addColumn('card_paid', amount, (c) => c.notNull())
    .addColumn('cards_held', 'integer', (c) => c.notNull())
    .addColumn('users', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cards_runs', 'cards_days', 'cards_figures']) await db.schema.dropTable(table).execute()
}
