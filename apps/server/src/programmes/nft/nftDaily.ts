import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import type { NftConfig } from '@hapdex/core/programmes/nftConfig'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { writeRankPoolLines } from '../base/rankPool.ts'
import { ancestorShares } from '../base/referral/ancestorShares.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'
import { defineSettlementJob, type SettlementDay } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { withSortedGrouping } from '../base/settlement/sortedGrouping.ts'
import { nftTables } from './nft.table.ts'

/**
 * `nft.daily` (PROGRAMMES.md, "NFT centre"): every NFT held before the day's end produces
 * daily_rate of its production, never more than it still has (then it is exhausted), credited to
 * nft_static_reward; the holders' inviters, two generations up, get share_rates of it as
 * nft_share_reward if they produced that day themselves; both from nft_pool. Then the rank pool
 * (nft_rank_pool) is shared by the top rank_places by share_cp. All of it in a fixed number of
 * statements, whatever the number of holders.
 */
export const nftDaily = defineSettlementJob({
  name: 'nft.daily',
  programme: 'nft',
  async prepare(day) {
    const config = await day.config('nft')
    return { config, reward: await tokenBySymbol(day.ctx, config.reward_token) }
  },
  async settle(trx, day, { config, reward }) {
    const users = await staticOutput(trx, day, config)
    await writeOutputLines(trx, reward.id, config)
    // Each pool pays what it holds: a short pool's rewards are owed, the other's paid (decision 0045).
    await payLinesFromPool(trx, 'nft_pool', [billBehaviors.nftStaticReward, billBehaviors.nftShareReward])
    const ranked = await rankRewards(trx, day, config, reward)
    return { users, detail: `${users} users producing; ${ranked} ranked` }
  },
})

/** nft_day_out (per NFT) and nft_day_user (per holder): the day's output; the NFTs lose it. */
async function staticOutput(trx: Db, day: SettlementDay, config: NftConfig): Promise<number> {
  // Sorting and hashing a million holdings wants memory; the default 4 MB sends them to disk.
  await sql`set local work_mem = '256MB'`.execute(trx)
  await sql`
    create temporary table nft_day_out on commit drop as
    -- div rounds down (a reward): what rounding leaves stays in nft_pool, and the NFT keeps it to produce later.
    select id, user_id, remain_amount, least(remain_amount, div(production * ${n(rateUnits(config.daily_rate))}, ${n(RATE_SCALE)})) as output
    from nft_holdings where status = 1 and created_at < ${day.end}`.execute(trx)
  await sql`
    update nft_holdings h set
      remain_amount = o.remain_amount - o.output,
      status = case when o.remain_amount = o.output then 0 else 1 end,
      ended_at = case when o.remain_amount = o.output then ${day.postedAt}::timestamptz else null end
    from nft_day_out o where h.id = o.id and o.output > 0`.execute(trx)
  // One grouping serves the day's output (lines, eligibility) and each holder's CP at the day's end
  // (what the NFTs had, less the output: the rank pool's share_cp), instead of a second pass over nft_day_out.
  // A million groups of numeric sums: grouped by a sort (decision 0039).
  await withSortedGrouping(trx, () => sql`
    create temporary table nft_day_user on commit drop as
    select user_id, sum(output) as output, sum(remain_amount - output) as cp from nft_day_out group by user_id`.execute(trx))
  await sql`create index on nft_day_user (user_id)`.execute(trx)
  await sql`analyze nft_day_user`.execute(trx)
  const { rows } = await sql<{ users: string | number }>`select count(*) as users from nft_day_user where output > 0`.execute(trx)
  return Number(rows[0]?.users ?? 0)
}

/** Static output to its holders, and share rewards (rounded down per invitee by ancestorShares) to inviters who produced that day. */
async function writeOutputLines(trx: Db, tokenId: number, config: NftConfig): Promise<void> {
  const shares = ancestorShares({
    from: sql`(select user_id, output as amount from nft_day_user where output > 0)`,
    rates: config.share_rates,
    eligible: sql`exists (select 1 from nft_day_user e where e.user_id = ancestor.user_id and e.output > 0)`,
  })
  await withSortedGrouping(trx, () => sql`
    insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
    select 'user', user_id, ${tokenId}::integer, 'nft_static_reward', output, ${billBehaviors.nftStaticReward}::integer, ${billTypes.reward}::integer from nft_day_user where output > 0
    union all
    select 'user', user_id, ${tokenId}::integer, 'nft_share_reward', amount, ${billBehaviors.nftShareReward}::integer, ${billTypes.reward}::integer
    from (select user_id, sum(amount) as amount from (${shares}) g group by user_id) s where amount > 0`.execute(trx))
}

/**
 * share_cp: the CP (what producing NFTs still have to produce, at the day's end) of the invitees
 * whose output pays the user share rewards (the generations with a share rate). The day's pool
 * goes to the top rank_places by it (base/rankPool.ts: ties at the cut-off share the places
 * left), paid from nft_rank_pool; the ranking is kept for the ranking list.
 */
async function rankRewards(trx: Db, day: SettlementDay, config: NftConfig, reward: { id: number; decimals: number }): Promise<number> {
  const generations = config.share_rates.map((rate) => (rateUnits(rate) > 0n ? '1' : '0'))
  // CP at the day's end from the day's own table (nft_day_user.cp): no second pass over nft_holdings or nft_day_out.
  const metrics = ancestorShares({ from: sql`(select user_id, cp as amount from nft_day_user)`, rates: generations })
  await withSortedGrouping(trx, () => sql`create temporary table nft_share_cp on commit drop as select user_id, sum(amount) as metric from (${metrics}) m group by user_id`.execute(trx))
  const winners = await writeRankPoolLines(trx, {
    // Only who can place: the metrics at or above the last paid place's (ties at the cut-off included), so the pool ranks tens of rows, not a million.
    metrics: sql`select user_id, metric from nft_share_cp where metric >= coalesce((select metric from nft_share_cp order by metric desc offset ${config.rank_places - 1} limit 1), 0)`,
    places: config.rank_places,
    amount: parseAmount(config.rank_daily_amount, reward.decimals),
    split: config.rank_split,
    tokenId: reward.id,
    purpose: 'nft_rank_reward',
    behavior: billBehaviors.nftRankReward,
  })
  await payLinesFromPool(trx, 'nft_rank_pool', [billBehaviors.nftRankReward])
  if (winners.length > 0) {
    await nftTables(trx)
      .insertInto('nft_rank_days')
      .values(winners.map((w) => ({ day: day.day, user_id: w.userId, rank: w.rank, share_cp: w.metric.toString(), reward: w.reward.toString() })))
      .execute()
  }
  return winners.length
}
