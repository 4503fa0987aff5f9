import { billTypes } from '@hapdex/core/api/wallet'
import { assignCards, shareByTier, type CardCandidate } from '@hapdex/core/rules/equityCards'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { numeric as n } from '../base/settlement/numericLiteral.ts'
import { defineSettlementJob, type SettlementDay } from '../base/settlement/settlementJob.ts'
import { payLinesFromPool } from '../base/settlement/settlementLines.ts'
import { cardsTables } from './cards.table.ts'
import { cardsDividendKinds } from './cardsDividends.ts'
import { computeDayFigures, thresholdUnits, totalPairValue } from './cardsFigures.ts'
import { requireIndexedThrough } from './cardsIndexedThrough.ts'

/**
 * `cards.daily` (PROGRAMMES.md "Trade tax and equity star cards"; decision 0035): the day's
 * liquidity figures and stars, at most max_cards cards (core's assignCards: star, then personal
 * liquidity, then the day before's holder, then the lower id), and the day's two dividends from
 * what the token's Taxed events sent to the receivers that day: the card dividend in five tier
 * pools shared by the cards of each star and above (core's shareByTier), paid from
 * cards_card_pool; the LP dividend in proportion to each user's LP value, from cards_lp_pool.
 * Every division rounds down; what is left stays in the pools. Set-wise SQL but for the cards
 * themselves (at most max_cards rows and the ties at the last card). A day waits until the
 * indexers have read the chain past its end (cardsIndexedThrough.ts).
 */
export const cardsDaily = defineSettlementJob({
  name: 'cards.daily',
  programme: 'cards',
  async prepare(day) {
    // The day's logs first: until the indexers have read past its end, the day waits.
    await requireIndexedThrough(day, day.ctx.config.chainId)
    const config = await day.config('cards')
    const token = await tokenBySymbol(day.ctx, config.dividend_token)
    return { config, token, price: await day.price(config.dividend_token), chainId: day.ctx.config.chainId }
  },
  async settle(trx, day, { config, token, price, chainId }) {
    // Grouping a million holders' logs wants memory; the default 4 MB sends it to disk.
    await sql`set local work_mem = '256MB'`.execute(trx)
    const thresholds = thresholdUnits(config)
    await computeDayFigures(trx, { chainId, end: day.end, price, thresholds })
    const received = await dayReceipts(trx, chainId, day)
    const previous = await previousDay(trx, day.day)
    const cards = assignCards(await cardCandidates(trx, previous, config.max_cards), config.max_cards, thresholds)
    const { paid: cardPaid } = shareByTier(received.card, cards)
    await writeCards(trx, day.day, previous, cards, cardPaid)

    const lpPaid = await writeLpLines(trx, token.id, received.lp)
    if (lpPaid > 0n) await payLinesFromPool(trx, cardsDividendKinds[0].pool)
    const cardTotal = [...cardPaid.values()].reduce((sum, amount) => sum + amount, 0n)
    if (cardTotal > 0n) {
      const kind = cardsDividendKinds[1]
      await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
        select 'user', user_id, ${token.id}::integer, ${kind.purpose}, card_dividend, ${kind.accrual}::integer, ${billTypes.reward}::integer
        from cards_days where day = ${day.day}::date and card_dividend > 0`.execute(trx)
      await payLinesFromPool(trx, kind.pool)
    }

    await sql`delete from cards_figures`.execute(trx)
    const figures = await sql`insert into cards_figures (user_id, day, personal, team, star) select user_id, ${day.day}::date, personal, team, star from cards_day_figures`.execute(trx)
    const users = Number(figures.numAffectedRows ?? 0n)
    await cardsTables(trx)
      .insertInto('cards_runs')
      .values({ day: day.day, volume: received.volume.toString(), lp_dividend: received.lp.toString(), card_dividend: received.card.toString(), lp_paid: lpPaid.toString(), card_paid: cardTotal.toString(), cards_held: cards.size, users })
      .execute()
    return { users, detail: `${users} users with liquidity; ${cards.size} cards; taxed volume ${received.volume}, LP dividend ${lpPaid} of ${received.lp}, card dividend ${cardTotal} of ${received.card} (base units)` }
  },
})

/** What the day's buys and sells moved and sent to the LP and card receivers (the Taxed events of [start, end)). */
async function dayReceipts(trx: Db, chainId: number, day: SettlementDay) {
  const { rows } = await sql<{ volume: string | null; lp: string | null; card: string | null }>`
    select sum(amount)::text as volume, sum(lp_dividend)::text as lp, sum(card_dividend)::text as card from trade_tax_events
    where chain_id = ${chainId} and block_time >= ${day.start} and block_time < ${day.end}`.execute(trx)
  const row = rows[0]
  return { volume: BigInt(row?.volume ?? '0'), lp: BigInt(row?.lp ?? '0'), card: BigInt(row?.card ?? '0') }
}

/** The settled day before this one (days settle in order: yesterday, after the first run). */
async function previousDay(trx: Db, day: string): Promise<string | undefined> {
  const { rows } = await sql<{ day: string | null }>`select max(day)::text as day from cards_runs where day < ${day}::date`.execute(trx)
  return rows[0]?.day ?? undefined
}

/**
 * Who can hold a card: users with a star whose (star, personal) reaches the max_cards-th best
 * one's. A card never goes past that row, so assignCards decides among these alone (ties at the
 * last card included), not among a million.
 */
async function cardCandidates(trx: Db, previous: string | undefined, maxCards: number): Promise<CardCandidate[]> {
  const { rows } = await sql<{ user_id: number; personal: string; team: string; holder: boolean }>`
    with cut as (select star, personal from cards_day_figures where star > 0 order by star desc, personal desc offset ${maxCards - 1} limit 1)
    select f.user_id, f.personal::text as personal, f.team::text as team, (h.user_id is not null) as holder
    from cards_day_figures f left join cards_days h on h.day = ${previous ?? null}::date and h.user_id = f.user_id and h.star > 0
    where f.star > 0 and (not exists (select 1 from cut) or (f.star, f.personal) >= (select star, personal from cut))`.execute(trx)
  return rows.map((row) => ({ userId: row.user_id, personal: BigInt(row.personal), team: BigInt(row.team), holder: row.holder }))
}

/**
 * The day's rows of cards_days: every card held (its star, the day before's, since when it has
 * been held without a break, its dividend), and a star-0 row for each card given up today.
 */
async function writeCards(trx: Db, day: string, previous: string | undefined, cards: ReadonlyMap<number, number>, paid: ReadonlyMap<number, bigint>): Promise<void> {
  const before = previous === undefined ? [] : await cardsTables(trx).selectFrom('cards_days').select(['user_id', 'star', sql<string>`since::text`.as('since')]).where('day', '=', previous).where('star', '>', 0).execute()
  const held = new Map(before.map((row) => [row.user_id, row]))
  const rows = [
    ...[...cards].map(([userId, star]) => ({ day, user_id: userId, star, prev_star: held.get(userId)?.star ?? 0, since: held.get(userId)?.since ?? day, card_dividend: (paid.get(userId) ?? 0n).toString() })),
    ...before.filter((row) => !cards.has(row.user_id)).map((row) => ({ day, user_id: row.user_id, star: 0, prev_star: row.star, since: null, card_dividend: '0' })),
  ]
  for (let index = 0; index < rows.length; index += 1000) await cardsTables(trx).insertInto('cards_days').values(rows.slice(index, index + 1000)).execute()
}

/**
 * The LP dividend: the day's LP receipts in proportion to each user's personal liquidity against
 * the value of every pair (LP held by addresses no user signs with keeps its share in the pool),
 * rounded down. Returns what it pays.
 */
async function writeLpLines(trx: Db, tokenId: number, dividend: bigint): Promise<bigint> {
  if (dividend === 0n) return 0n
  const total = await totalPairValue(trx)
  if (total === 0n) return 0n
  const kind = cardsDividendKinds[0]
  const { rows } = await sql<{ paid: string | null }>`
    with lines as (
      insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
      select 'user', user_id, ${tokenId}::integer, ${kind.purpose}, div(personal * ${n(dividend)}, ${n(total)}), ${kind.accrual}::integer, ${billTypes.reward}::integer
      from cards_personal returning amount)
    select sum(amount)::text as paid from lines`.execute(trx)
  return BigInt(rows[0]?.paid ?? '0')
}
