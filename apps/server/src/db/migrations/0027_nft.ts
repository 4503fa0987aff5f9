import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The NFT centre (docs/decisions/0028-nft.md). Money stays on the ledger: these rows are the NFT
// types operators manage, the NFTs users hold (what each still has to produce), a lock row per
// user and type that serialises one user's purchases of a type, and each settled day's ranking.

const amount = 'numeric(78, 0)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nft_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    // USD base units.
    .addColumn('price', amount, (c) => c.notNull().check(sql`price > 0`))
    // Reward-token base units: what one NFT yields in all.
    .addColumn('production', amount, (c) => c.notNull().check(sql`production > 0`))
    .addColumn('hold_limit', 'integer', (c) => c.notNull().check(sql`hold_limit > 0`))
    .addColumn('hapc_rate', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('nft_holdings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('nft_id', 'integer', (c) => c.notNull().references('nft_types.id'))
    .addColumn('production', amount, (c) => c.notNull().check(sql`production > 0`))
    // What it still has to produce: its CP. nft.daily takes the day's output off it.
    .addColumn('remain_amount', amount, (c) => c.notNull().check(sql`remain_amount >= 0 and remain_amount <= production`))
    // 1 producing, 0 exhausted (remain_amount 0).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('pay_type', 'smallint', (c) => c.notNull().check(sql`pay_type in (0, 1)`))
    .addColumn('hap_amount', amount, (c) => c.notNull())
    .addColumn('hapc_amount', amount, (c) => c.notNull())
    // The purchase's ledger transaction; no foreign key, as mint_records: the bench writes a million holdings without a purchase each.
    .addColumn('transaction_id', 'bigint', (c) => c.notNull())
    .addCheckConstraint('nft_holdings_exhausted', sql`(status = 0) = (remain_amount = 0)`)
    .execute()
  await sql`create index nft_holdings_user_idx on nft_holdings (user_id, status, id desc)`.execute(db)
  // nft.daily rewrites every producing row's remain_amount each day: room on the page keeps those updates HOT (no index touched), as mint_records does.
  await sql`alter table nft_holdings set (fillfactor = 50)`.execute(db)

  await db.schema
    .createTable('nft_hold_locks')
    // A purchase locks its (user, type) row before counting: racing purchases by one user count in turn.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('nft_id', 'integer', (c) => c.notNull().references('nft_types.id'))
    .addPrimaryKeyConstraint('nft_hold_locks_pk', ['user_id', 'nft_id'])
    .execute()

  await db.schema
    .createTable('nft_rank_days')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('share_cp', amount, (c) => c.notNull())
    .addColumn('reward', amount, (c) => c.notNull())
    .addPrimaryKeyConstraint('nft_rank_days_pk', ['day', 'user_id'])
    .execute()
}
