import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { sql } from 'kysely'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { defineSettlementJob } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'

/**
 * `pledge.daily`: in every pool, what was pledged before the day began and was still pledged when
 * it ended earns the pool's daily_rate, credited to pledge_reward from pledge_pool. Closed pools
 * (no new pledges) still pay their stakers.
 */
export const pledgeDaily = defineSettlementJob({
  name: 'pledge.daily',
  programme: 'pledge',
  async prepare(day) {
    const config = await day.config('pledge')
    return { pools: await Promise.all(config.pools.map(async (pool) => ({ id: pool.id, tokenId: (await tokenBySymbol(day.ctx, pool.token)).id, rate: rateUnits(pool.daily_rate) }))) }
  },
  async settle(trx, day, { pools }) {
    if (pools.length === 0) return { users: 0 }
    const rates = sql.join(pools.map((pool) => sql`(${pool.id}::integer, ${pool.tokenId}::integer, ${n(pool.rate)})`))
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', l.user_id, l.token_id, 'pledge_reward', div(sum(l.amount) * p.rate, ${n(RATE_SCALE)}), ${billBehaviors.pledgeReward}::integer, ${billTypes.reward}::integer -- rounds down: no stake earns more than its rate; the remainder stays in pledge_pool
      from pledge_lots l join (values ${rates}) p(pool_id, token_id, rate) on p.pool_id = l.pool_id and p.token_id = l.token_id
      where l.pledged_at < ${day.start} and (l.redeemed_at is null or l.redeemed_at >= ${day.end})
      group by l.user_id, l.token_id, p.rate`.execute(trx)
    await payLinesFromPool(trx, 'pledge_pool')
    const { rows } = await sql<{ users: string | number }>`select count(distinct owner_id) as users from settlement_lines where owner_kind = 'user' and amount > 0`.execute(trx)
    return { users: Number(rows[0]?.users ?? 0) }
  },
})
