import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { sql } from 'kysely'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { defineSettlementJob } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'

/**
 * `product.release` (the old mint): every record in progress releases daily_release_rate of its
 * release_amount (never past it) from product_pool to the owner's usable balance; a record fully
 * released ends.
 */
export const productRelease = defineSettlementJob({
  name: 'product.release',
  programme: 'product',
  async prepare(day) {
    const config = await day.config('product')
    return { config, token: await tokenBySymbol(day.ctx, config.pay_token) }
  },
  async settle(trx, day, { config, token }) {
    await sql`
      create temporary table product_day on commit drop as
      select id, user_id, least(div(release_amount * ${rateUnits(config.daily_release_rate).toString()}::numeric, ${RATE_SCALE.toString()}::numeric), release_amount - released_amount) as released -- rounds down: a day releases no more than its rate (the remainder stays in product_pool); the last day releases exactly the rest
      from product_records where status = 1 and created_at < ${day.end}`.execute(trx)
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', user_id, ${token.id}::integer, 'usable', sum(released), ${billBehaviors.productRelease}::integer, ${billTypes.reward}::integer from product_day where released > 0 group by user_id`.execute(trx)
    await payLinesFromPool(trx, 'product_pool')
    await sql`
      update product_records r set released_amount = r.released_amount + d.released,
        status = case when r.released_amount + d.released = r.release_amount then 0 else 1 end
      from product_day d where r.id = d.id and d.released > 0`.execute(trx)
    const { rows } = await sql<{ users: string | number }>`select count(distinct user_id) as users from product_day`.execute(trx)
    return { users: Number(rows[0]?.users ?? 0) }
  },
})
