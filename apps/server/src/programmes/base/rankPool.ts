import { billTypes, type BillBehavior } from '@hapdex/core/api/wallet'
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { UserPurpose } from '../../modules/wallet/ledger.ts'
import { numeric as n } from './settlement/numericLiteral.ts'

export interface RankPool {
  /** A query answering `user_id integer, metric numeric` (several rows of a user add up); integer metrics, e.g. base units. */
  metrics: RawBuilder<unknown>
  /** How many places the pool pays (the spec's "top 20"). */
  places: number
  /** The day's pool, in base units of `tokenId`. */
  amount: bigint
  /** `equal`: every place is worth the same; `byMetric`: a place is worth its metric. */
  split: 'equal' | 'byMetric'
  tokenId: number
  /** The reward balance credited, e.g. `nft_rank_reward`. */
  purpose: UserPurpose
  behavior: BillBehavior
}

export interface RankPoolWinner {
  userId: number
  metric: bigint
  /** Competition rank: users with equal metrics share a rank, and the next rank skips (1, 2, 2, 4). */
  rank: number
  reward: bigint
}

/**
 * A daily pool shared among the top `places` users by a metric, for a settlement job's
 * transaction: writes one reward line per winner into `settlement_lines` and answers the winners.
 * It does not debit the pool: the job calls `payLinesFromPool` once all its credits are in (as
 * mint.daily does), so what rounding leaves stays in the pool.
 *
 * - Only a metric above zero ranks. Fewer ranking users than places share the whole amount.
 * - Ties at the cut-off share the places that remain (the rule of golf and poker prize money):
 *   if 18 users rank above and 5 tie for places 19 and 20, those 5 share the worth of 2 places,
 *   2/5 of a place each. Nobody tied is left out for an arbitrary reason (a later sign-up, a
 *   higher id), nobody above the cut-off gets less because of a tie below it, and the day pays
 *   `amount` whatever the ties. Ties above the cut-off change nothing (k users fill k places).
 * - Split: a place is worth 1 (`equal`) or its metric (`byMetric`). A group of k users tied on one
 *   metric fills p places (p = k above the cut-off, p = m at it); each of them gets
 *   amount × worth × p / (k × Σ over the groups of worth × p), rounded down.
 */
export async function writeRankPoolLines(trx: Db, pool: RankPool): Promise<RankPoolWinner[]> {
  if (!Number.isInteger(pool.places) || pool.places < 1) throw new RangeError('a rank pool pays at least one place')
  if (pool.amount <= 0n) return []
  const worth = pool.split === 'equal' ? sql`1::numeric` : sql`metric`
  await sql`
    create temporary table rank_pool_winners on commit drop as
    with ranked as (
      select user_id, metric, rank() over (order by metric desc) as rank, count(*) over (partition by metric) as tied
      from (select user_id, sum(metric) as metric from (${pool.metrics}) given group by user_id) summed
      where metric > 0
    ), winners as (
      -- places: how many places the user's group of ties fills (all k of them, or the m left at the cut-off).
      select user_id, metric, rank, tied, least(tied, ${pool.places}::integer - rank + 1) as places, ${worth} as worth
      from ranked where rank <= ${pool.places}::integer
    ), total as (
      -- Per group of ties (one metric), worth × places: an exact integer, where a per-user worth × places / tied is not.
      select sum(worth * places) as worth from (select distinct metric, worth, places from winners) groups
    )
    -- Rounded DOWN (div truncates; every term is positive): what the rounding leaves is not paid and stays in the pool.
    select w.user_id, w.metric, w.rank, div(${n(pool.amount)} * w.worth * w.places, total.worth * w.tied) as reward
    from winners w cross join total`.execute(trx)
  await sql`
    insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
    select 'user', user_id, ${pool.tokenId}::integer, ${pool.purpose}, reward, ${pool.behavior}::integer, ${billTypes.reward}::integer
    from rank_pool_winners where reward > 0`.execute(trx)
  const { rows } = await sql<{ user_id: number; metric: string; rank: string | number; reward: string }>`
    select user_id, metric::text as metric, rank, reward::text as reward from rank_pool_winners order by rank, user_id`.execute(trx)
  // Dropped now, not at commit: a job may share several pools in one run.
  await sql`drop table rank_pool_winners`.execute(trx)
  return rows.map((row) => ({ userId: row.user_id, metric: BigInt(row.metric), rank: Number(row.rank), reward: BigInt(row.reward) }))
}
