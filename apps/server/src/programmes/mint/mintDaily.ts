import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { sql } from 'kysely'
import { numeric as n } from '../base/settlement/numericLiteral.ts'
import { ancestorShares } from '../base/referral/ancestorShares.ts'
import type { Db } from '../../db/database.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { defineSettlementJob, type SettlementDay } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { withSortedGrouping } from '../base/settlement/sortedGrouping.ts'


/**
 * `mint.daily` (PROGRAMMES.md, "Mint centre"): the day's emission E from mint_pool shared by CP
 * among active records, each user's reward capped by what their records may still pay out
 * (USD at the day's price); share rewards to the parents with an active record (10 % / 5 % of
 * the child's CP reward, within their own cap); node rewards split equally among level >= 1
 * nodes, super-node rewards among level 2. What a user receives is taken off their active records
 * oldest first; a record that reaches 0 ends. All of it in a fixed number of statements.
 */
export const mintDaily = defineSettlementJob({
  name: 'mint.daily',
  programme: 'mint',
  async prepare(day) {
    const config = await day.config('mint')
    const [reward, usd] = await Promise.all([tokenBySymbol(day.ctx, config.reward_token), tokenBySymbol(day.ctx, 'USDT')])
    const price = await day.price(reward.symbol)
    return { config, reward, usd, price }
  },
  async settle(trx, day, { config, reward, usd, price }) {
    const emission = parseAmount(config.daily_emission, reward.decimals)
    // USD base units = reward base units × usdPerReward.num / usdPerReward.den
    const usdPerReward = { num: price.numerator * 10n ** BigInt(usd.decimals), den: price.denominator * 10n ** BigInt(reward.decimals) }

    const users = await cpRewards(trx, day, emission, usdPerReward)
    await shareRewards(trx, config.share_rates)
    const nodes = await nodeRewards(trx, day, config.node_valid_directs)
    await writeLines(trx, reward.id, {
      // Both round down twice (the rate, then the equal split): the remainder stays in mint_pool.
      node: nodes.nodes === 0 ? 0n : (emission * rateUnits(config.node_reward_rate)) / RATE_SCALE / BigInt(nodes.nodes),
      superNode: nodes.superNodes === 0 ? 0n : (emission * rateUnits(config.super_node_reward_rate)) / RATE_SCALE / BigInt(nodes.superNodes),
    })
    await takeOffRecords(trx, day, usdPerReward)
    // Rounds down for the run's detail only: the day settles with the exact price.
    const priceText = formatFraction(price.numerator, price.denominator, { maxFractionDigits: 8, rounding: 'down', grouping: false })
    return { users, detail: `${reward.symbol} price ${priceText} USD; ${users} users with CP; ${nodes.nodes} nodes, ${nodes.superNodes} super nodes` }
  },
})

type Ratio = { num: bigint; den: bigint }

/** mint_cp: one row per user with an active record: their CP reward, capped, and the room left under the cap. */
async function cpRewards(trx: Db, day: SettlementDay, emission: bigint, usdPerReward: Ratio): Promise<number> {
  // Sorting and hashing two million records wants memory; the default 4 MB sends them to disk.
  await sql`set local work_mem = '256MB'`.execute(trx)
  // A million groups of numeric sums: grouped by a sort (decision 0039).
  await withSortedGrouping(trx, () => sql`
    create temporary table mint_cp on commit drop as
    select user_id, cp_reward, cap - cp_reward as room
    from (
      select user_id, cap, least(case when total > 0 then div(${n(emission)} * cp, total) else 0 end, cap) as cp_reward -- rounds down: the CP rewards never add up to more than the emission; the remainder stays in mint_pool
      from (
        select user_id, sum(cp) as cp, sum(sum(cp)) over () as total, div(sum(remain_amount) * ${n(usdPerReward.den)}, ${n(usdPerReward.num)}) as cap -- rounds down: no reward is worth more than the records may still pay out
        from mint_records where status = 1 and created_at < ${day.end} group by user_id
      ) active
    ) capped`.execute(trx))
  await sql`analyze mint_cp`.execute(trx)
  const { rows } = await sql<{ users: string | number }>`select count(*) as users from mint_cp`.execute(trx)
  return Number(rows[0]?.users ?? 0)
}

/**
 * mint_pay: mint_cp with each user's share reward: generation k above a rewarded user gets
 * share_rates[k] of its CP reward (rounded down per child), if it holds an active record (it is
 * in mint_cp: the join), within its room.
 */
async function shareRewards(trx: Db, shareRates: readonly string[]): Promise<void> {
  const shares = ancestorShares({ from: sql`(select user_id, cp_reward as amount from mint_cp)`, rates: shareRates })
  await withSortedGrouping(trx, () => sql`
    create temporary table mint_pay on commit drop as
    select c.user_id, c.cp_reward, least(coalesce(s.amount, 0), c.room) as share_reward
    from mint_cp c left join (select user_id, sum(amount) as amount from (${shares}) g group by user_id) s on s.user_id = c.user_id`.execute(trx))
  await sql`analyze mint_pay`.execute(trx)
}

/** mint_node_day: level 1 (enough valid direct referrals) and level 2 (bought) nodes of the day. */
async function nodeRewards(trx: Db, day: SettlementDay, validDirects: number): Promise<{ nodes: number; superNodes: number }> {
  await sql`
    create temporary table mint_node_day on commit drop as
    select user_id, max(level) as level from (
      select u.parent_id as user_id, 1 as level from mint_pay p join users u on u.id = p.user_id
      where u.parent_id <> 0 group by u.parent_id having count(*) >= ${validDirects}
      union all
      select user_id, level from mint_nodes where created_at < ${day.end}
    ) n group by user_id`.execute(trx)
  const { rows } = await sql<{ nodes: string | number; super_nodes: string | number }>`
    select count(*) as nodes, count(*) filter (where level = 2) as super_nodes from mint_node_day`.execute(trx)
  return { nodes: Number(rows[0]?.nodes ?? 0), superNodes: Number(rows[0]?.super_nodes ?? 0) }
}

async function writeLines(trx: Db, tokenId: number, each: { node: bigint; superNode: bigint }): Promise<void> {
  await sql`
    insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
    select 'user', user_id, ${tokenId}::integer, 'mint_cp_reward', cp_reward, ${billBehaviors.bpCpReward}::integer, ${billTypes.reward}::integer from mint_pay where cp_reward > 0
    union all
    select 'user', user_id, ${tokenId}::integer, 'mint_share_reward', share_reward, ${billBehaviors.bpShareReward}::integer, ${billTypes.reward}::integer from mint_pay where share_reward > 0
    union all
    select 'user', user_id, ${tokenId}::integer, 'mint_node_reward', ${n(each.node)}, ${billBehaviors.bpNodeReward}::integer, ${billTypes.reward}::integer from mint_node_day where ${n(each.node)} > 0
    union all
    select 'user', user_id, ${tokenId}::integer, 'mint_super_node_reward', ${n(each.superNode)}, ${billBehaviors.bpSuperNodeReward}::integer, ${billTypes.reward}::integer from mint_node_day where level = 2 and ${n(each.superNode)} > 0`.execute(trx)
  await payLinesFromPool(trx, 'mint_pool')
}

/** The USD value of each user's CP and share rewards (rounded up) comes off their active records, oldest first. */
async function takeOffRecords(trx: Db, day: SettlementDay, usdPerReward: Ratio): Promise<void> {
  await sql`
    update mint_records m set
      remain_amount = m.remain_amount - o.cut,
      status = case when m.remain_amount = o.cut then 0 else 1 end,
      ended_at = case when m.remain_amount = o.cut then ${day.postedAt}::timestamptz else null end
    from (
      select id, least(remain_amount, take - coalesce(before, 0)) as cut
      from (
        -- before: what the user's older records hold (null for the oldest). A frame that ends a row
        -- early gives it directly, and the records the take cannot reach are dropped before any
        -- numeric arithmetic: about half of them.
        select r.id, r.remain_amount, t.take, sum(r.remain_amount) over w as before
        from mint_records r
        join (select user_id, div((cp_reward + share_reward) * ${n(usdPerReward.num)} + ${n(usdPerReward.den)} - 1, ${n(usdPerReward.den)}) as take -- rounds up: a reward's USD worth is never under-counted, and cannot pass the cap (rewards are at most the cap rounded down)
              from mint_pay where cp_reward + share_reward > 0) t on t.user_id = r.user_id
        where r.status = 1 and r.created_at < ${day.end}
        window w as (partition by r.user_id order by r.created_at, r.id rows between unbounded preceding and 1 preceding)
      ) running
      where before is null or before < take
    ) o
    where m.id = o.id`.execute(trx)
}
