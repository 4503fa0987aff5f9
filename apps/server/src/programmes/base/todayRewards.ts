import { billTypes } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { dayIn, dayStart } from './clock.ts'
import type { ProgrammeContext } from './programmeContext.ts'

/** When the settlement day the clock is in began: "today" for every programme's figures. */
export async function todayStart(ctx: ProgrammeContext): Promise<Date> {
  const zone = (await ctx.configs.get('settlement')).time_zone
  return dayStart(dayIn(ctx.clock.now(), zone), zone)
}

/** A user's reward accruals (bill type 5) since `since`, per behavior and token. */
export async function rewardsSince(db: Db, userId: number, since: Date): Promise<{ behavior: number; token_id: number; amount: bigint }[]> {
  const { rows } = await sql<{ behavior: number; token_id: number; amount: string }>`
    select behavior, token_id, sum(amount)::text as amount from bills
    where user_id = ${userId} and type = ${billTypes.reward} and created_at >= ${since}
    group by behavior, token_id`.execute(db)
  return rows.map((row) => ({ behavior: row.behavior, token_id: row.token_id, amount: BigInt(row.amount) }))
}

/** `/wallet/today-reward`: what every programme credited the user today, per token. */
export async function todayRewardList(ctx: ProgrammeContext, userId: number) {
  const byToken = new Map<number, bigint>()
  for (const row of await rewardsSince(ctx.db, userId, await todayStart(ctx))) byToken.set(row.token_id, (byToken.get(row.token_id) ?? 0n) + row.amount)
  const list = []
  for (const [tokenId, amount] of byToken) {
    const token = await ctx.tokens.byId(tokenId)
    list.push({ token: token.symbol, token_id: tokenId, amount: toDecimal(amount, token) })
  }
  return { list: list.sort((a, b) => a.token_id - b.token_id) }
}
