import type { Fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { readUsdPrices, USD_DIGITS } from '../../modules/token/usdPrices.ts'
import type { TokenContext } from '../../modules/token/tokenContext.ts'
import { ApiError } from '../../http/apiError.ts'
import { lastBlockBefore } from '../../chain/lastBlockBefore.ts'

/** USD per whole token, exact; undefined when no pair prices the token. */
export interface PriceSource {
  usdPrice(symbol: string): Promise<Fraction | undefined>
  /** The price recorded for a past day (the chart's daily snapshot), where the source keeps one. */
  recordedPrice?(symbol: string, day: string): Promise<Fraction | undefined>
  /** The latest price recorded for a day before `day`, with that day. */
  recordedBefore?(symbol: string, day: string): Promise<{ day: string; price: Fraction } | undefined>
  /** The price at the chain's last block before `moment`, where the source reads the chain. */
  priceBefore?(symbol: string, moment: Date): Promise<Fraction | undefined>
}

const CACHE_MS = 5_000

/**
 * Prices from the on-chain pairs against USDT (both exchanges, one hop allowed), as the quote
 * list reads them. Read at most every few seconds: an action and its guard see the same price.
 */
export function chainPriceSource(ctx: TokenContext): PriceSource {
  let cached: { at: number; prices: ReturnType<typeof readUsdPrices> } | undefined
  return {
    async usdPrice(symbol) {
      if (symbol === 'USDT') return { numerator: 1n, denominator: 1n }
      if (cached === undefined || Date.now() - cached.at > CACHE_MS) {
        const prices = readUsdPrices(ctx)
        cached = { at: Date.now(), prices }
        prices.catch(() => (cached = undefined))
      }
      return (await cached.prices).get(symbol)?.price
    },
    async recordedPrice(symbol, day) {
      const row = await snapshots(ctx, symbol).where('day', '=', day).executeTakeFirst()
      return row === undefined ? undefined : snapshotPrice(row.price_usd)
    },
    async recordedBefore(symbol, day) {
      const row = await snapshots(ctx, symbol).where('day', '<', day).orderBy('day', 'desc').limit(1).executeTakeFirst()
      return row === undefined ? undefined : { day: row.day, price: snapshotPrice(row.price_usd) }
    },
    async priceBefore(symbol, moment) {
      const blockNumber = await lastBlockBefore(ctx.client, moment)
      if (blockNumber === undefined) return undefined
      return (await readUsdPrices(ctx, { blockNumber })).get(symbol)?.price
    },
  }
}

function snapshots(ctx: TokenContext, symbol: string) {
  return ctx.db
    .selectFrom('token_price_snapshots')
    .select(['price_usd', 'day'])
    .where('chain_id', '=', ctx.chain.chainId)
    .where('token_key', '=', symbol)
    .where('source', '=', 'chain')
}

function snapshotPrice(priceUsd: string): Fraction {
  return { numerator: parseAmount(priceUsd, USD_DIGITS), denominator: 10n ** BigInt(USD_DIGITS) }
}

/** Fixed prices ('0.5' USD a token, as exact decimals): tests and benchmarks. */
export function fixedPriceSource(prices: Record<string, Fraction>): PriceSource & { set(symbol: string, price: Fraction): void } {
  const table = new Map(Object.entries(prices))
  return {
    usdPrice: async (symbol) => (symbol === 'USDT' ? { numerator: 1n, denominator: 1n } : table.get(symbol)),
    set: (symbol, price) => void table.set(symbol, price),
  }
}

/** A price that must exist: without one nothing priced can happen. */
export async function requirePrice(prices: PriceSource, symbol: string): Promise<Fraction> {
  const price = await prices.usdPrice(symbol)
  if (price === undefined || price.numerator <= 0n) throw new ApiError('programme.no_price', { detail: symbol })
  return price
}
