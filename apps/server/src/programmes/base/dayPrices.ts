import type { Fraction } from '@hapdex/core/amount/fraction'
import { sql } from 'kysely'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { formatUsd, USD_DIGITS } from '../../modules/token/usdPrices.ts'
import { MAX_AMOUNT_UNITS } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from './programmeContext.ts'
import { requirePrice } from './prices.ts'
import { DayNotReadyError } from './settlement/dayNotReady.ts'

export type DayPriceSource = 'snapshot' | 'live' | 'chain' | 'carried' | 'operator'

export interface DayPriceParameters {
  day: string
  symbol: string
  /** The day has just ended: the live price is that day's closing price. Later, it is another day's. */
  onTime: boolean
  /** The day's end: a late day is priced at the chain's last block before it. */
  end: Date
}

interface StoredPrice {
  numerator: string
  denominator: string
}

/**
 * The USD price `day` is settled with, fixed the first time a run of that day needs it, so every
 * job and every retry of the day reads the same one (decisions 0015, 0045). In order: the price
 * already fixed (an operator's among them); the day's recorded chart snapshot; the live price
 * while the day has just ended; the pairs read at the chain's last block before the day's end;
 * else the latest price fixed or recorded before the day. Never today's price for a past day.
 * With none of them the day waits (DayNotReadyError), saying what an operator can do.
 */
export async function priceOfDay(ctx: ProgrammeContext, parameters: DayPriceParameters): Promise<Fraction> {
  const { day, symbol } = parameters
  if (symbol === 'USDT') return { numerator: 1n, denominator: 1n }
  const fixed = await storedPrice(ctx, day, symbol)
  if (fixed !== undefined) return fixed
  const [price, source] = await firstPriceOf(ctx, parameters)
  await fixDayPrice(ctx.db, { day, symbol, price, source, at: ctx.clock.now() })
  // Another process may have fixed it first: its price stands.
  return (await storedPrice(ctx, day, symbol)) ?? price
}

export interface FixedDayPrice {
  day: string
  symbol: string
  price: Fraction
  source: DayPriceSource
  at: Date
}

/** Fixes a day's price unless one is fixed already; answers whether this call fixed it. */
export async function fixDayPrice(db: Db, { day, symbol, price, source, at }: FixedDayPrice): Promise<boolean> {
  const inserted = await sql`insert into settlement_day_prices (day, symbol, numerator, denominator, source, recorded_at)
    values (${day}::date, ${symbol}, ${price.numerator.toString()}::numeric, ${price.denominator.toString()}::numeric, ${source}, ${at})
    on conflict (day, symbol) do nothing`.execute(db)
  return (inserted.numAffectedRows ?? 0n) > 0n
}

async function firstPriceOf(ctx: ProgrammeContext, { day, symbol, onTime, end }: DayPriceParameters): Promise<[Fraction, DayPriceSource]> {
  const recorded = await ctx.prices.recordedPrice?.(symbol, day)
  if (recorded !== undefined) return [recorded, 'snapshot']
  if (onTime) return [await requirePrice(ctx.prices, symbol), 'live']
  const atDayEnd = await ctx.prices.priceBefore?.(symbol, end)
  if (atDayEnd !== undefined && atDayEnd.numerator > 0n) return [atDayEnd, 'chain']
  const carried = await latestPriceBefore(ctx, day, symbol)
  if (carried !== undefined) return [carried, 'carried']
  throw new DayNotReadyError(
    `no ${symbol} price for ${day}: no snapshot of the day, no pair at its last block and no earlier price; an operator enters the day's price (console, Settlement)`,
  )
}

/** The latest of the prices fixed for an earlier day and the snapshots recorded before the day. */
async function latestPriceBefore(ctx: ProgrammeContext, day: string, symbol: string): Promise<Fraction | undefined> {
  const { rows } = await sql<StoredPrice & { day: string }>`select day::text as day, numerator::text as numerator, denominator::text as denominator
    from settlement_day_prices where symbol = ${symbol} and day < ${day}::date order by day desc limit 1`.execute(ctx.db)
  const fixed = rows[0]
  const recorded = await ctx.prices.recordedBefore?.(symbol, day)
  if (fixed === undefined) return recorded?.price
  if (recorded !== undefined && recorded.day > fixed.day) return recorded.price
  return { numerator: BigInt(fixed.numerator), denominator: BigInt(fixed.denominator) }
}

async function storedPrice(ctx: ProgrammeContext, day: string, symbol: string): Promise<Fraction | undefined> {
  const { rows } = await sql<StoredPrice>`select numerator::text as numerator, denominator::text as denominator
    from settlement_day_prices where day = ${day}::date and symbol = ${symbol}`.execute(ctx.db)
  const row = rows[0]
  return row === undefined ? undefined : { numerator: BigInt(row.numerator), denominator: BigInt(row.denominator) }
}

export interface DayPriceView {
  day: string
  symbol: string
  price: string
  source: string
  recorded_at: string
}

/** The prices days were settled with, newest day first. */
export async function listDayPrices(db: Db, { symbol, limit, offset }: { symbol?: string | undefined; limit: number; offset: number }): Promise<DayPriceView[]> {
  const { rows } = await sql<StoredPrice & { day: string; symbol: string; source: string; recorded_at: Date }>`
    select day::text as day, symbol, numerator::text as numerator, denominator::text as denominator, source, recorded_at from settlement_day_prices
    ${symbol === undefined ? sql`` : sql`where symbol = ${symbol}`}
    order by day desc, symbol limit ${limit} offset ${offset}`.execute(db)
  return rows.map(dayPriceRowView)
}

function dayPriceRowView(row: StoredPrice & { day: string; symbol: string; source: string; recorded_at: Date }): DayPriceView {
  const price = formatUsd({ numerator: BigInt(row.numerator), denominator: BigInt(row.denominator) })
  return { day: row.day, symbol: row.symbol, price, source: row.source, recorded_at: new Date(row.recorded_at).toISOString() }
}

/** A day's price as an operator types it: USD per whole token, above 0, at most USD_DIGITS decimals. */
export function parseDayPrice(text: string): Fraction {
  let units: bigint
  try {
    units = parseAmount(text, USD_DIGITS)
  } catch (cause) {
    throw new ApiError('settlement.price_invalid', { detail: text.slice(0, 40), cause })
  }
  if (units <= 0n || units > MAX_AMOUNT_UNITS) throw new ApiError('settlement.price_invalid', { detail: text.slice(0, 40) })
  return { numerator: units, denominator: 10n ** BigInt(USD_DIGITS) }
}

/** The day's price as it now stands, for the operator's answer and the audit entry. */
export async function dayPriceView(db: Db, day: string, symbol: string): Promise<DayPriceView | null> {
  const { rows } = await sql<StoredPrice & { source: string; recorded_at: Date }>`select numerator::text as numerator, denominator::text as denominator, source, recorded_at
    from settlement_day_prices where day = ${day}::date and symbol = ${symbol}`.execute(db)
  const row = rows[0]
  return row === undefined ? null : dayPriceRowView({ ...row, day, symbol })
}
