import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Market data: the pairs the indexer follows, their Sync/Swap events, candles rebuilt from those
// events, and daily USD price snapshots (see modules/token/README.md).

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexed_pairs')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('exchange', 'text', (c) => c.notNull().check(sql`exchange in ('v1', 'v2')`))
    .addColumn('factory_index', 'integer', (c) => c.notNull())
    .addColumn('token0', 'text', (c) => c.notNull())
    .addColumn('token1', 'text', (c) => c.notNull())
    .addColumn('decimals0', 'integer', (c) => c.notNull())
    .addColumn('decimals1', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('indexed_pairs_pkey', ['chain_id', 'pair'])
    .addUniqueConstraint('indexed_pairs_factory_index', ['chain_id', 'exchange', 'factory_index'])
    .execute()

  // One row per log: the key (chain, tx hash, log index) makes re-reading a block range harmless.
  await db.schema
    .createTable('pair_events')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('block_time', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sync', 'swap')`))
    // Sync: the reserves after the event. Swap: token amounts in plus out (the volume of each side).
    .addColumn('value0', amount, (c) => c.notNull().check(sql`value0 >= 0`))
    .addColumn('value1', amount, (c) => c.notNull().check(sql`value1 >= 0`))
    .addPrimaryKeyConstraint('pair_events_pkey', ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  await db.schema.createIndex('pair_events_by_time').on('pair_events').columns(['chain_id', 'pair', 'block_time']).execute()
  await db.schema.createIndex('pair_events_by_block').on('pair_events').columns(['chain_id', 'block_number']).execute()

  // Prices are kept as the reserves at open/high/low/close, so both sides of a pair are exact.
  await db.schema
    .createTable('pair_candles')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('pair', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('1m', '1h', '1d')`))
    .addColumn('bucket_start', 'timestamptz', (c) => c.notNull())
    .addColumn('open_reserve0', amount, (c) => c.notNull())
    .addColumn('open_reserve1', amount, (c) => c.notNull())
    .addColumn('high_reserve0', amount, (c) => c.notNull())
    .addColumn('high_reserve1', amount, (c) => c.notNull())
    .addColumn('low_reserve0', amount, (c) => c.notNull())
    .addColumn('low_reserve1', amount, (c) => c.notNull())
    .addColumn('close_reserve0', amount, (c) => c.notNull())
    .addColumn('close_reserve1', amount, (c) => c.notNull())
    .addColumn('volume0', amount, (c) => c.notNull().check(sql`volume0 >= 0`))
    .addColumn('volume1', amount, (c) => c.notNull().check(sql`volume1 >= 0`))
    .addColumn('trades', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pair_candles_pkey', ['chain_id', 'pair', 'period', 'bucket_start'])
    .execute()

  await db.schema
    .createTable('token_price_snapshots')
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('token_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull().check(sql`day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('price_usd', 'text', (c) => c.notNull().check(sql`price_usd ~ '^[0-9]+(\\.[0-9]+)?$'`))
    // 'chain': read from the pair by the daily job. 'demo': labelled rows a devnet seeds for the home chart.
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('chain', 'demo')`))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('token_price_snapshots_pkey', ['chain_id', 'token_key', 'day'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['token_price_snapshots', 'pair_candles', 'pair_events', 'indexed_pairs']) await db.schema.dropTable(table).execute()
}
