import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { sql } from 'kysely'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { defineSettlementJob } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'

/**
 * `partner.airdrop`: every partner (level 1 or 2) gets daily_airdrop, and every seat its phase's
 * seat_airdrop on top, from partner_pool to usable. A seat counts from the first whole day after
 * its purchase; a partner an operator named without a seat counts while the level holds, since
 * the level keeps no history (docs/decisions/0024-partner.md).
 */
export const partnerAirdrop = defineSettlementJob({
  name: 'partner.airdrop',
  programme: 'partner',
  async prepare(day) {
    const config = await day.config('partner')
    const token = await tokenBySymbol(day.ctx, config.airdrop_token)
    return {
      tokenId: token.id,
      daily: parseAmount(config.daily_airdrop, token.decimals),
      phases: config.phases.map((phase, index) => ({ phase: index + 1, amount: parseAmount(phase.seat_airdrop, token.decimals) })),
    }
  },
  async settle(trx, day, { tokenId, daily, phases }) {
    const reward = billTypes.reward
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', l.user_id, ${tokenId}::integer, 'usable', ${n(daily)}, ${billBehaviors.partnerAirdrop}::integer, ${reward}::integer
      from partner_levels l left join partner_seats s on s.user_id = l.user_id
      where l.team_level >= 1 and (s.user_id is null or s.bought_at < ${day.start})`.execute(trx)
    const seatAmounts = sql.join(phases.map(({ phase, amount }) => sql`(${phase}::integer, ${n(amount)})`))
    await sql`
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', s.user_id, ${tokenId}::integer, 'usable', p.amount, ${billBehaviors.partnerSeatAirdrop}::integer, ${reward}::integer
      from partner_seats s join partner_levels l on l.user_id = s.user_id join (values ${seatAmounts}) p(phase, amount) on p.phase = s.phase
      where l.team_level >= 1 and s.bought_at < ${day.start}`.execute(trx)
    await payLinesFromPool(trx, 'partner_pool')
    const { rows } = await sql<{ users: string | number }>`select count(distinct owner_id) as users from settlement_lines where owner_kind = 'user' and amount > 0`.execute(trx)
    return { users: Number(rows[0]?.users ?? 0) }
  },
})
