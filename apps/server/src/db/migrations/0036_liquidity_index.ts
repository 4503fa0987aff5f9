import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The liquidity indexer (workers/liquidityIndexer.ts, docs/decisions/0035-cards-and-dividends.md):
// the LP of the taxed token's pairs, held or staked, and the trade tax each buy or sell paid, read
// from the chain's logs so that cards.daily never asks the chain anything.

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The pairs of a taxed token (HAP's): which side is the taxed token, whose reserve values the pair.
  await db.schema
    .createTable('liquidity_pairs')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('taxed_token', 'text', (c) => c.notNull())
    .addColumn('taxed_side', 'smallint', (c) => c.notNull().check(sql`taxed_side in (0, 1)`))
    .addColumn('taxed_decimals', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('liquidity_pairs_pkey', ['chain_id', 'pair'])
    .execute()

  // Staking contracts (liquidity mining) whose staking token is one of those pairs.
  await db.schema
    .createTable('liquidity_staking')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('staking', 'text', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liquidity_staking_pkey', ['chain_id', 'staking'])
    .execute()

  // One row per holder a log moves: an LP Transfer is two (side 0 the sender loses, side 1 the
  // receiver gains), a Staked or Withdrawn one (the staker's LP counted as still theirs). The sum
  // of a holder's deltas is their LP; the zero address's is minus the pair's total supply.
  await db.schema
    .createTable('liquidity_events')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('side', 'smallint', (c) => c.notNull().check(sql`side in (0, 1)`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('transfer', 'staked', 'withdrawn')`))
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('delta', 'numeric', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('block_time', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('liquidity_events_pkey', ['chain_id', 'tx_hash', 'log_index', 'side'])
    .execute()
  await db.schema.createIndex('liquidity_events_by_block').on('liquidity_events').columns(['chain_id', 'block_number']).execute()

  // The token's Taxed events: the buy or sell's amount and the four shares, to the wei.
  await db.schema
    .createTable('trade_tax_events')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('amount', amount, (c) => c.notNull())
    .addColumn('lp_dividend', amount, (c) => c.notNull())
    .addColumn('card_dividend', amount, (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('block_time', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('trade_tax_events_pkey', ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  await db.schema.createIndex('trade_tax_events_by_time').on('trade_tax_events').columns(['chain_id', 'block_time']).execute()
  await db.schema.createIndex('trade_tax_events_by_block').on('trade_tax_events').columns(['chain_id', 'block_number']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trade_tax_events', 'liquidity_events', 'liquidity_staking', 'liquidity_pairs']) await db.schema.dropTable(table).execute()
}
