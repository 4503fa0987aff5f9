/**
 * The bench's population, written with set-based SQL only (generate_series, INSERT … SELECT): a
 * million users cost a few dozen statements, never a round trip per user. Every function takes
 * one pinned connection, so the session settings and the seed of random() hold throughout.
 */
import { sql } from 'kysely'
import type { Db } from '../../apps/server/src/db/database.ts'
import { liquidityIndexerCursor } from '../../apps/server/src/workers/liquidityIndexer.ts'
import { pairIndexerCursor } from '../../apps/server/src/workers/pairIndexer.ts'
import { loadWithoutIndexes } from './bulkLoad.ts'
import { hubShare, type TreeLevel } from './treeShape.ts'

const e18 = sql.raw('1000000000000000000::numeric')

/** Bulk loading wants big sorts and index builds; the settlement job itself runs on the server's defaults. */
export async function prepareSession(conn: Db, seed: number): Promise<void> {
  await sql`set maintenance_work_mem = '1GB'`.execute(conn)
  await sql`set work_mem = '256MB'`.execute(conn)
  await sql`select setseed(${seed})`.execute(conn)
}

function levelsTable(levels: TreeLevel[]) {
  return sql`unnest(
    ${levels.map((l) => l.level)}::int[], ${levels.map((l) => l.firstId)}::int[],
    ${levels.map((l) => l.size)}::int[], ${levels.map((l) => l.hubs)}::int[]) as l(level, first_id, size, hubs)`
}

/**
 * Users 1..N breadth first: each one's parent is drawn from the level above, from its hubs with
 * probability `hubShare`, uniformly otherwise. Addresses and invite codes follow from the id, so
 * they are unique without a check.
 */
export async function insertUsers(conn: Db, levels: TreeLevel[], joinedAt: Date): Promise<void> {
  await sql`
    with levels as (select * from ${levelsTable(levels)})
    insert into users (id, address, invite_code, parent_id, created_at)
    select g.id,
      '0x' || lpad(to_hex(g.id), 40, '0'),
      'B' || upper(lpad(to_hex(g.id), 7, '0')),
      case
        when l.level = 0 then 0
        when random() < ${hubShare} then p.first_id + floor(random() * p.hubs)::int
        else p.first_id + floor(random() * p.size)::int
      end,
      ${joinedAt}::timestamptz
    from levels l
    cross join lateral generate_series(l.first_id, l.first_id + l.size - 1) g(id)
    left join levels p on p.level = l.level - 1
    order by g.id`.execute(conn)
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(conn)
  await sql`analyze users`.execute(conn)
}

/**
 * referral_paths for the whole tree: every user's chain of ancestors is its parent's chain plus
 * the parent, built one level at a time in a scratch table (a level is an id range, so each step
 * joins only two levels), then unnested into (ancestor, descendant, depth) rows in one insert.
 * The zone child of an ancestor is the next one down the chain, or the descendant itself.
 */
export async function writeReferralClosure(conn: Db, levels: TreeLevel[]): Promise<number> {
  await sql`create unlogged table bench_chains (id integer primary key, chain integer[] not null)`.execute(conn)
  try {
    for (const level of levels) {
      const last = level.firstId + level.size - 1
      if (level.level === 0) {
        await sql`insert into bench_chains select id, '{}' from users where id between ${level.firstId} and ${last}`.execute(conn)
        continue
      }
      await sql`
        insert into bench_chains
        select u.id, p.chain || u.parent_id from users u join bench_chains p on p.id = u.parent_id
        where u.id between ${level.firstId} and ${last}`.execute(conn)
    }
    await loadWithoutIndexes(conn, 'referral_paths', async () => {
      await sql`
        insert into referral_paths (ancestor_id, descendant_id, depth, zone_child_id)
        select a.ancestor_id, c.id, cardinality(c.chain) - a.position + 1, coalesce(c.chain[a.position + 1], c.id)
        from bench_chains c cross join lateral unnest(c.chain) with ordinality a(ancestor_id, position)`.execute(conn)
    })
  } finally {
    await sql`drop table if exists bench_chains`.execute(conn)
  }
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from referral_paths`.execute(conn)
  return rows[0]?.count ?? 0
}

/** Bought level-2 nodes: a fixed pseudo-random pick of users (hashint4 keeps it the same every run). */
export async function insertLevelTwoNodes(conn: Db, count: number, before: Date): Promise<void> {
  await sql`
    insert into mint_nodes (user_id, level, transaction_id, created_at)
    select id, 2, 0, ${before}::timestamptz - (1 - random()) * interval '60 days'
    from users order by hashint4(id) limit ${count}`.execute(conn)
}

/**
 * 1-3 active records per user, in the order they were minted (ids follow time, as in production).
 * Amounts are whole hundreds of USD, skewed small; cp = amount × 1.05 (× 1.10 for level-2 nodes),
 * out_amount = 2 × amount, remain_amount 30-100 % of out_amount; all exact in numeric.
 */
export async function insertMintRecords(conn: Db, dayEnd: Date): Promise<number> {
  await loadWithoutIndexes(conn, 'mint_records', async () => {
    await sql`
      insert into mint_records (user_id, amount, cp, out_amount, remain_amount, hap_amount, btpi_amount, status, transaction_id, created_at)
      select user_id,
        hundreds * 100 * ${e18},
        hundreds * cp_percent * ${e18},
        hundreds * 200 * ${e18},
        hundreds * 200 * remain_permille * ${e18} / 1000,
        hundreds * 100 * ${e18},
        hundreds * 500 * ${e18},
        1, 0, created_at
      from (
        select u.id as user_id,
          (1 + floor(power(random(), 3) * 50))::numeric as hundreds,
          case when n.user_id is null then 105 else 110 end as cp_percent,
          (300 + floor(random() * 701))::numeric as remain_permille,
          ${dayEnd}::timestamptz - (1 - random()) * interval '30 days' as created_at
        from users u
        left join mint_nodes n on n.user_id = u.id
        cross join lateral generate_series(1, 1 + (hashint4(u.id) & 2147483647) % 3) k
      ) r
      order by created_at`.execute(conn)
  })
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from mint_records`.execute(conn)
  return rows[0]?.count ?? 0
}

/**
 * One miner session per user, each ending at some moment of the settled day (so `miner.close`
 * pays all of them), with the production of the start of the schedule (30 per T) and the mined
 * total kept as starts keep it.
 */
export async function insertMinerSessions(conn: Db, dayEnd: Date): Promise<number> {
  await sql`
    insert into miner_sessions (user_id, units, production, started_at, ends_at)
    select id, 1, 30 * ${e18}, ends_at - interval '24 hours', ends_at
    from (select id, ${dayEnd}::timestamptz - (1 - random()) * interval '24 hours' as ends_at from users) u
    order by ends_at`.execute(conn)
  await sql`update miner_state set total_mined = (select sum(production) from miner_sessions)`.execute(conn)
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from miner_sessions`.execute(conn)
  return rows[0]?.count ?? 0
}

/**
 * NFT holdings (nft.daily): one NFT type, and 1-2 NFTs per user held for up to 90 days, production
 * 300-3,500 HAP (skewed small) with 30-100 % of it left, so a few are exhausted by the day's 1 %.
 */
export async function insertNftHoldings(conn: Db, dayEnd: Date): Promise<number> {
  await sql`
    insert into nft_types (id, name, logo, price, production, hold_limit, hapc_rate, idempotency_key, created_by)
    values (1, 'Bench', '/nft/bronze.svg', 100 * ${e18}, 300 * ${e18}, 5, '0.3', 'bench:nft-type', 'bench')`.execute(conn)
  await loadWithoutIndexes(conn, 'nft_holdings', async () => {
    await sql`
      insert into nft_holdings (user_id, nft_id, production, remain_amount, status, created_at, pay_type, hap_amount, hapc_amount, transaction_id)
      select user_id, 1, production, production * remain_permille / 1000, 1, created_at, 0, 200 * ${e18}, 0, 0
      from (
        select u.id as user_id,
          (300 + floor(power(random(), 3) * 3200))::numeric * ${e18} as production,
          (case when random() < 0.01 then 5 else 300 + floor(random() * 701) end)::numeric as remain_permille,
          ${dayEnd}::timestamptz - (1 - random()) * interval '90 days' as created_at
        from users u cross join lateral generate_series(1, 1 + (hashint4(u.id + 7) & 2147483647) % 2) k
      ) h
      order by created_at`.execute(conn)
  })
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from nft_holdings`.execute(conn)
  return rows[0]?.count ?? 0
}

/**
 * A production database has been vacuumed and analysed by autovacuum: do it now, so the timed
 * job neither plans on empty statistics nor shares the two cores with an autovacuum of the tables
 * it reads.
 */
export async function vacuumAnalyze(conn: Db): Promise<void> {
  for (const table of ['users', 'referral_paths', 'mint_nodes', 'mint_records', 'miner_sessions', 'nft_holdings', 'liquidity_events', 'pair_events', 'trade_tax_events']) await sql`vacuum (analyze) ${sql.table(table)}`.execute(conn)
}

/** The bench's two pairs of the taxed token (HAP): its side 0 of the first, side 1 of the second. */
const benchPairs = ['0x00000000000000000000000000000000000000b1', '0x00000000000000000000000000000000000000b2'] as const

/**
 * What the liquidity and pair indexers would have stored for cards.daily (decision 0035): a
 * quarter of the users hold LP of the first pair (a third of those also of the second), each
 * worth $0–6,000 (skewed small, so about a third of the holders reach star 1's $1,000 and the
 * 1,680 cards are contested), minted two days before the day's end; each pair's Sync reserve
 * makes one LP base unit worth one USD base unit at the bench's HAP price (0.5 USD); and 20,000
 * buys and sells in the day, each paying 0.5 % to the LP and card receivers; the indexers' cursors
 * read through an hour after the day's end.
 */
export async function insertLiquidity(conn: Db, chainId: number, dayEnd: Date): Promise<number> {
  const minted = new Date(dayEnd.getTime() - 2 * 86_400_000)
  await sql`insert into liquidity_pairs (chain_id, pair, taxed_token, taxed_side, taxed_decimals)
    values (${chainId}, ${benchPairs[0]}, '0x00000000000000000000000000000000000000aa', 0, 18), (${chainId}, ${benchPairs[1]}, '0x00000000000000000000000000000000000000aa', 1, 18)`.execute(conn)
  await sql`create temporary table bench_lp as
    select u.id as user_id, u.address, p.side, floor(power(random(), 4) * 6000 * ${e18})::numeric + 1 as amount
    from users u cross join lateral (select 0 as side union all select 1 where hashint4(u.id + 11) % 3 = 0) p
    where hashint4(u.id) % 4 = 0`.execute(conn)
  await sql`
    insert into liquidity_events (chain_id, tx_hash, log_index, side, kind, pair, holder, delta, block_number, block_hash, block_time)
    select ${chainId}, '0x' || lpad(to_hex(l.user_id), 64, '0'), l.side, s.side, 'transfer', (${sql.val(benchPairs)}::text[])[l.side + 1],
      case when s.side = 0 then '0x0000000000000000000000000000000000000000' else l.address end,
      case when s.side = 0 then -l.amount else l.amount end, 1, '0x' || lpad('b', 64, '0'), ${minted}::timestamptz
    from bench_lp l cross join (values (0), (1)) s(side)`.execute(conn)
  // The reserve that makes the pair worth its supply in USD base units: 2 × reserve × 0.5 = supply.
  await sql`
    insert into pair_events (chain_id, tx_hash, log_index, pair, block_number, block_hash, block_time, kind, value0, value1)
    select ${chainId}, '0x' || lpad(to_hex(side + 1), 64, '0'), 0, (${sql.val(benchPairs)}::text[])[side + 1], 1, '0x' || lpad('c', 64, '0'), ${minted}::timestamptz, 'sync',
      case when side = 0 then sum(amount) else 1 end, case when side = 1 then sum(amount) else 1 end
    from bench_lp group by side`.execute(conn)
  await sql`
    insert into trade_tax_events (chain_id, tx_hash, log_index, token, pair, amount, lp_dividend, card_dividend, block_number, block_hash, block_time)
    select ${chainId}, '0x' || lpad(to_hex(g), 64, '0'), 0, '0x00000000000000000000000000000000000000aa', ${benchPairs[0]}, amount, div(amount * 50, 10000), div(amount * 50, 10000), 2, '0x' || lpad('d', 64, '0'),
      ${dayEnd}::timestamptz - (1 - random()) * interval '24 hours'
    from (select g, floor(random() * 50000 * ${e18})::numeric + 7 as amount from generate_series(1, 20000) g) t`.execute(conn)
  // Both indexers' cursors as a pass an hour after the day's end leaves them: cards.daily waits for no pass (decision 0037).
  for (const name of [pairIndexerCursor(chainId), liquidityIndexerCursor(chainId)]) {
    await sql`insert into worker_cursors (name, block_number, read_through) values (${name}, 3, ${dayEnd}::timestamptz + interval '1 hour')
      on conflict (name) do update set block_number = excluded.block_number, read_through = excluded.read_through`.execute(conn)
  }
  const { rows } = await sql<{ count: number }>`select count(distinct user_id)::int as count from bench_lp`.execute(conn)
  await sql`drop table bench_lp`.execute(conn)
  return rows[0]?.count ?? 0
}
