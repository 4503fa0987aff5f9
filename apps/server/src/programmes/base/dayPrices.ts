import type { Fraction } from '@hapdex/core/amount/fraction'
import { sql } from 'kysely'
import { ApiError } from '../../http/apiError.ts'
import type { ProgrammeContext } from './programmeContext.ts'
import { requirePrice } from './prices.ts'

export type DayPriceSource = 'snapshot' | 'live' | 'carried'

export interface DayPriceParameters {
  day: string
  symbol: string
  /** The day has just ended: the live price is that day's closing price. Later, it is another day's. */
  onTime: boolean
}

interface StoredPrice {
  numerator: string
  denominator: string
}

/**
 * The USD price `day` is settled with, fixed the first time a run of that day needs it, so every
 * job and every retry of the day reads the same one (docs/decisions/0015). In order: the price
 * already fixed; the day's recorded chart snapshot; the live price while the day has just ended;
 * else the last price fixed before the day. Never today's price for a past day.
 */
export async function priceOfDay(ctx: ProgrammeContext, { day, symbol, onTime }: DayPriceParameters): Promise<Fraction> {
  if (symbol === 'USDT') return { numerator: 1n, denominator: 1n }
  const fixed = await storedPrice(ctx, day, symbol)
  if (fixed !== undefined) return fixed
  const [price, source] = await firstPriceOf(ctx, { day, symbol, onTime })
  await sql`insert into settlement_day_prices (day, symbol, numerator, denominator, source, recorded_at)
    values (${day}::date, ${symbol}, ${price.numerator.toString()}::numeric, ${price.denominator.toString()}::numeric, ${source}, ${ctx.clock.now()})
    on conflict (day, symbol) do nothing`.execute(ctx.db)
  // Another process may have fixed it first: its price stands.
  return (await storedPrice(ctx, day, symbol)) ?? price
}

async function firstPriceOf(ctx: ProgrammeContext, { day, symbol, onTime }: DayPriceParameters): Promise<[Fraction, DayPriceSource]> {
  const recorded = await ctx.prices.recordedPrice?.(symbol, day)
  if (recorded !== undefined) return [recorded, 'snapshot']
  if (onTime) return [await requirePrice(ctx.prices, symbol), 'live']
  const { rows } = await sql<StoredPrice>`select numerator::text as numerator, denominator::text as denominator from settlement_day_prices
    where symbol = ${symbol} and day < ${day}::date order by day desc limit 1`.execute(ctx.db)
  const carried = rows[0]
  if (carried === undefined) throw new ApiError('programme.no_price', { detail: `${symbol} on ${day}` })
  return [{ numerator: BigInt(carried.numerator), denominator: BigInt(carried.denominator) }, 'carried']
}

async function storedPrice(ctx: ProgrammeContext, day: string, symbol: string): Promise<Fraction | undefined> {
  const { rows } = await sql<StoredPrice>`select numerator::text as numerator, denominator::text as denominator
    from settlement_day_prices where day = ${day}::date and symbol = ${symbol}`.execute(ctx.db)
  const row = rows[0]
  return row === undefined ? undefined : { numerator: BigInt(row.numerator), denominator: BigInt(row.denominator) }
}
