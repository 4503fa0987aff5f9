import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { CandleInterval, DailyChart, PairChart, TokenQuoteItem } from '@hapdex/core/api/token'
import { getAddress, type Address } from 'viem'
import { ApiError } from '../../http/apiError.ts'
import { toCandle } from './candles.ts'
import { listedTokens } from './listedTokens.ts'
import { addDays, utcDay, type TokenContext } from './tokenContext.ts'
import { formatUsd, readUsdPrices, USD_DIGITS } from './usdPrices.ts'

export async function pairChart(ctx: TokenContext, query: { pair: string; interval: CandleInterval; limit: number; base: string | undefined }): Promise<PairChart> {
  const pair = await ctx.db
    .selectFrom('indexed_pairs')
    .selectAll()
    .where('chain_id', '=', ctx.chain.chainId)
    .where('pair', '=', getAddress(query.pair))
    .executeTakeFirst()
  if (pair === undefined) throw new ApiError('not_found', { detail: 'pair is not indexed' })
  const base = query.base === undefined ? pair.token0 : getAddress(query.base)
  if (base !== pair.token0 && base !== pair.token1) throw new ApiError('bad_request', { detail: 'base is not a token of the pair' })
  const baseIsToken0 = base === pair.token0
  const rows = await ctx.db
    .selectFrom('pair_candles')
    .selectAll()
    .where('chain_id', '=', ctx.chain.chainId)
    .where('pair', '=', pair.pair)
    .where('period', '=', query.interval)
    .orderBy('bucket_start', 'desc')
    .limit(query.limit)
    .execute()
  const reserves = (reserve0: string, reserve1: string) => ({ reserve0: BigInt(reserve0), reserve1: BigInt(reserve1) })
  const candles = rows.reverse().map((row) =>
    toCandle(
      Math.floor(row.bucket_start.getTime() / 1000),
      {
        open: reserves(row.open_reserve0, row.open_reserve1),
        high: reserves(row.high_reserve0, row.high_reserve1),
        low: reserves(row.low_reserve0, row.low_reserve1),
        close: reserves(row.close_reserve0, row.close_reserve1),
        volume0: BigInt(row.volume0),
        volume1: BigInt(row.volume1),
        trades: row.trades,
      },
      pair,
      baseIsToken0,
    ),
  )
  return { pair: pair.pair, base, quote: baseIsToken0 ? pair.token1 : pair.token0, interval: query.interval, candles }
}

/** The last `days` daily snapshots of a listed token, ending today (UTC), oldest first. */
export async function dailyChart(ctx: TokenContext, tokenKey: string, days: number, now: Date = new Date()): Promise<DailyChart> {
  const token = listedTokens(ctx.chain).find((candidate) => candidate.key.toLowerCase() === tokenKey.toLowerCase())
  if (token === undefined) throw new ApiError('not_found', { detail: `no listed token ${tokenKey}` })
  const today = utcDay(now)
  const rows = await ctx.db
    .selectFrom('token_price_snapshots')
    .select(['day', 'price_usd', 'source'])
    .where('chain_id', '=', ctx.chain.chainId)
    .where('token_key', '=', token.key)
    .where('day', '>=', addDays(today, 1 - days))
    .where('day', '<=', today)
    .orderBy('day')
    .execute()
  return { token_key: token.key, chart: rows.map((row) => ({ grant_date: row.day, eq_usd: row.price_usd, demo: row.source === 'demo' })) }
}

const QUOTE_CACHE_MS = 10_000
const quoteCache = new WeakMap<TokenContext, { at: number; list: Promise<TokenQuoteItem[]> }>()

/** Live prices (cached briefly: every home visit asks) with the change against yesterday's snapshot. */
export function quotes(ctx: TokenContext, now: Date = new Date()): Promise<TokenQuoteItem[]> {
  const hit = quoteCache.get(ctx)
  if (hit !== undefined && now.getTime() - hit.at < QUOTE_CACHE_MS) return hit.list
  const list = readQuotes(ctx, now)
  quoteCache.set(ctx, { at: now.getTime(), list })
  list.catch(() => quoteCache.delete(ctx))
  return list
}

async function readQuotes(ctx: TokenContext, now: Date): Promise<TokenQuoteItem[]> {
  const prices = await readUsdPrices(ctx)
  const yesterday = await ctx.db
    .selectFrom('token_price_snapshots')
    .select(['token_key', 'price_usd'])
    .where('chain_id', '=', ctx.chain.chainId)
    .where('day', '=', addDays(utcDay(now), -1))
    .execute()
  const before = new Map(yesterday.map((row) => [row.token_key, parseAmount(row.price_usd, USD_DIGITS)]))
  return listedTokens(ctx.chain).flatMap((token) => {
    const found = prices.get(token.key)
    if (found === undefined) return []
    const { price } = found
    const previous = before.get(token.key)
    // (now - before) / before × 100, with before = previous / 10^8.
    const change =
      previous === undefined || previous === 0n
        ? null
        : formatFraction((price.numerator * 10n ** BigInt(USD_DIGITS) - previous * price.denominator) * 100n, previous * price.denominator, { maxFractionDigits: 2, rounding: 'halfUp' })
    return [{ token_key: token.key, symbol: token.symbol, address: token.address as Address, logo: token.logo, price_usd: formatUsd(price), change_24h: change === null ? null : fixed2(change) }]
  })
}

/** '3.5' -> '3.50': the spec shows growth with 2 decimals. */
function fixed2(value: string): string {
  const [whole, fraction = ''] = value.split('.')
  return `${whole}.${fraction.padEnd(2, '0')}`
}
