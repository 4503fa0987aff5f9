import type { adminCardsList, cardsDividendRecord, CardsDividendType } from '@hapdex/core/api/cards'
import { sql } from 'kysely'
import type { z } from 'zod'
import { toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { billSums, listBillsOfBehaviors } from '../base/programmeBills.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { purposeBalances } from '../base/rewardBalances.ts'
import { rewardsSince, todayStart } from '../base/todayRewards.ts'
import { cardsTables } from './cards.table.ts'
import { cardsDividendKinds, cardsDividendPurposes } from './cardsDividends.ts'
import { USD_DECIMALS } from './cardsFigures.ts'

const usd = { decimals: USD_DECIMALS }

export async function cardsToken(ctx: ProgrammeContext): Promise<TokenSettings> {
  return tokenBySymbol(ctx, (await ctx.configs.get('cards')).dividend_token)
}

/** The last settled day and how many cards it gave; day null before the first run. */
async function lastRun(ctx: ProgrammeContext): Promise<{ day: string | null; cardsHeld: number }> {
  const { rows } = await sql<{ day: string; cards_held: number }>`select day::text as day, cards_held from cards_runs order by day desc limit 1`.execute(ctx.db)
  return { day: rows[0]?.day ?? null, cardsHeld: rows[0]?.cards_held ?? 0 }
}

/** `/cards/info`: the card screen's figures, all of the last settled day, and the dividends. */
export async function cardsInfo(ctx: ProgrammeContext, userId: number) {
  const config = await ctx.configs.get('cards')
  const token = await cardsToken(ctx)
  const run = await lastRun(ctx)
  const tables = cardsTables(ctx.db)
  const figures = await tables.selectFrom('cards_figures').select(['personal', 'team', 'star']).where('user_id', '=', userId).executeTakeFirst()
  const card = run.day === null ? undefined : await tables.selectFrom('cards_days').select(['star', sql<string | null>`since::text`.as('since')]).where('day', '=', run.day).where('user_id', '=', userId).where('star', '>', 0).executeTakeFirst()
  const star = figures?.star ?? 0
  const thresholds = config.thresholds.map((threshold, index) => ({ star: index + 1, personal: threshold.personal, team: threshold.team }))
  const kinds = [cardsDividendKinds[0], cardsDividendKinds[1]]
  const [today, totals, claimable] = await Promise.all([
    rewardsSince(ctx.db, userId, await todayStart(ctx)),
    billSums(ctx.db, userId, kinds.map((kind) => kind.accrual)),
    purposeBalances(ctx.db, userId, token.id, cardsDividendPurposes),
  ])
  const todayOf = (behavior: number) => today.filter((row) => row.behavior === behavior && row.token_id === token.id).reduce((sum, row) => sum + row.amount, 0n)
  return {
    day: run.day,
    star,
    personal_liquidity: toDecimal(BigInt(figures?.personal ?? '0'), usd),
    team_liquidity: toDecimal(BigInt(figures?.team ?? '0'), usd),
    next: thresholds[star] ?? null,
    thresholds,
    holds_card: card !== undefined,
    card_star: card?.star ?? 0,
    card_since: card?.since ?? null,
    max_cards: config.max_cards,
    cards_held: run.cardsHeld,
    token: token.symbol,
    today_lp_dividend: toDecimal(todayOf(kinds[0]!.accrual), token),
    today_card_dividend: toDecimal(todayOf(kinds[1]!.accrual), token),
    total_lp_dividend: toDecimal(totals.get(kinds[0]!.accrual) ?? 0n, token),
    total_card_dividend: toDecimal(totals.get(kinds[1]!.accrual) ?? 0n, token),
    lp_claimable: toDecimal(claimable.cards_lp_dividend ?? 0n, token),
    card_claimable: toDecimal(claimable.cards_card_dividend ?? 0n, token),
  }
}

type RecordQuery = z.output<(typeof cardsDividendRecord)['input']>

/** `/cards/dividend-record`: one dividend's accruals (+) and claims (−), newest first. */
export async function dividendRecord(ctx: ProgrammeContext, userId: number, query: RecordQuery) {
  const kind = cardsDividendKinds[query.type as CardsDividendType]
  const token = await cardsToken(ctx)
  const rows = await listBillsOfBehaviors(ctx.db, userId, [kind.accrual, kind.claim], query.page_size, (query.page - 1) * query.page_size)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at.toISOString(),
      behavior: row.behavior,
      usable_change: toDecimal(row.behavior === kind.claim ? -BigInt(row.amount) : BigInt(row.amount), token),
      token: token.symbol,
    })),
    page: query.page,
    page_size: query.page_size,
  }
}

type AdminQuery = z.output<(typeof adminCardsList)['input']>

/** `/admin/cards`: the last settled day's figures, sorted and filtered as asked, with each user's card. */
export async function adminCards(ctx: ProgrammeContext, query: AdminQuery) {
  const config = await ctx.configs.get('cards')
  const run = await lastRun(ctx)
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc')
  // Ties in the order asked fall back on personal liquidity, then the user id, so pages never overlap.
  const order = query.sort === 'star' ? sql`f.star ${direction}, f.personal ${direction}, f.user_id` : sql`f.personal ${direction}, f.user_id`
  const filter = query.star === undefined ? sql`true` : sql`f.star = ${query.star}`
  const { rows } = await sql<{ user_id: number; address: string; star: number; personal: string; team: string; card_star: number | null; since: string | null }>`
    select f.user_id, u.address, f.star, f.personal::text as personal, f.team::text as team, c.star as card_star, c.since::text as since
    from cards_figures f join users u on u.id = f.user_id
    left join cards_days c on c.day = f.day and c.user_id = f.user_id and c.star > 0
    where ${filter} order by ${order} limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`.execute(ctx.db)
  const { rows: counted } = await sql<{ total: string | number }>`select count(*) as total from cards_figures f where ${filter}`.execute(ctx.db)
  return {
    day: run.day,
    list: rows.map((row) => ({
      user_id: row.user_id,
      address: row.address,
      star: row.star,
      personal_liquidity: toDecimal(BigInt(row.personal), usd),
      team_liquidity: toDecimal(BigInt(row.team), usd),
      holds_card: row.card_star !== null,
      card_since: row.since,
    })),
    page: query.page,
    page_size: query.page_size,
    total: Number(counted[0]?.total ?? 0),
    max_cards: config.max_cards,
    cards_held: run.cardsHeld,
  }
}
