import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { sql } from 'kysely'
import { defineSettlementJob } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'

/**
 * `fund.daily`: every fund pledge whose term covers the whole day earns daily_rate of its pledged
 * part, paid from fund_pool to usable (the fund has no claim call of its own). A redeem after the
 * end does not cancel a day of the term that settles late.
 */
export const fundDaily = defineSettlementJob({
  name: 'fund.daily',
  programme: 'fund',
  async prepare(day) {
    return { config: await day.config('fund') }
  },
  async settle(trx, day, { config }) {
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', user_id, token_id, 'usable', div(pledged * ${n(rateUnits(config.daily_rate))}, ${n(RATE_SCALE)}), ${billBehaviors.fundReward}::integer, ${billTypes.reward}::integer -- rounds down: no pledge earns more than its rate; the remainder stays in fund_pool
      from circulation_fund_joins
      where pledged > 0 and begin_at <= ${day.start} and end_at >= ${day.end}`.execute(trx)
    await payLinesFromPool(trx, 'fund_pool')
    const { rows } = await sql<{ users: string | number }>`select count(*) as users from settlement_lines where owner_kind = 'user' and amount > 0`.execute(trx)
    return { users: Number(rows[0]?.users ?? 0) }
  },
})
