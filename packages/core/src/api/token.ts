import { z } from 'zod'
import { text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { defineEndpoint } from './endpoint.ts'

/** A price or other non-negative decimal on the wire, never a JS number. */
const decimal = z.lazy(() => z.string().regex(/^\d+(\.\d+)?$/, 'decimal'))
const signedDecimal = z.lazy(() => z.string().regex(/^-?\d+(\.\d+)?$/, 'signed decimal'))

export const candleIntervals = ['1m', '1h', '1d'] as const
export type CandleInterval = (typeof candleIntervals)[number]

/** Seconds per candle interval. */
export const candleIntervalSeconds: Record<CandleInterval, number> = { '1m': 60, '1h': 3_600, '1d': 86_400 }

export const candle = z.lazy(() =>
  z.object({
    /** Start of the interval, unix seconds (UTC). */
    time: z.number().int(),
    /** Prices in whole quote tokens per whole base token, from the pair's reserves after each Sync. */
    open: decimal,
    high: decimal,
    low: decimal,
    close: decimal,
    /** Base tokens swapped in the interval (in plus out), whole tokens. */
    volume: decimal,
  }),
)
export type Candle = z.infer<typeof candle>

export const pairChart = z.lazy(() =>
  z.object({
    pair: address,
    base: address,
    quote: address,
    interval: z.enum(candleIntervals),
    /** Oldest first; intervals without a Sync have no candle. */
    candles: z.array(candle),
  }),
)
export type PairChart = z.infer<typeof pairChart>

export const dailyPricePoint = z.lazy(() =>
  z.object({
    grant_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    eq_usd: decimal,
    /** True for labelled demo rows a devnet seeds; real snapshots are false. */
    demo: z.boolean(),
  }),
)
export type DailyPricePoint = z.infer<typeof dailyPricePoint>

export const dailyChart = z.lazy(() =>
  z.object({
    token_key: z.string(),
    /** Oldest first, at most `day` points ending today (UTC). */
    chart: z.array(dailyPricePoint),
  }),
)
export type DailyChart = z.infer<typeof dailyChart>

/**
 * One path, two uses: `pair` (+ interval, limit, base) gives the swap popup's candles; `token_key`
 * (+ day) gives the home chart's daily USD points. Exactly one of the two must be given.
 */
export const tokenChartQuery = z.lazy(() =>
  z
    .object({
      pair: address.optional(),
      interval: z.enum(candleIntervals).default('1h'),
      limit: z.coerce.number().int().min(1).max(1_000).default(200),
      /** Which side of the pair prices are quoted for; token0 by default. */
      base: address.optional(),
      token_key: text(20, { trim: true, min: 1 }).optional(),
      day: z.coerce.number().int().min(1).max(365).default(30),
    })
    .refine((query) => (query.pair === undefined) !== (query.token_key === undefined), {
      message: 'give either pair or token_key',
      path: ['pair'],
    }),
)

export const tokenChart = defineEndpoint({
  method: 'GET',
  path: '/token/chart',
  auth: false,
  summary: 'Candles of a pair (pair, interval, limit, base) or daily USD prices of a token (token_key, day)',
  schemas: () => ({
    input: tokenChartQuery,
    output: z.union([pairChart, dailyChart]),
  }),
})

export const tokenQuoteItem = z.lazy(() =>
  z.object({
    token_key: z.string(),
    symbol: z.string(),
    address,
    logo: z.string(),
    price_usd: decimal,
    /** Percent change against the previous day's snapshot, 2 decimals; null without one. */
    change_24h: signedDecimal.nullable(),
  }),
)
export type TokenQuoteItem = z.infer<typeof tokenQuoteItem>

export const tokenQuote = defineEndpoint({
  method: 'GET',
  path: '/token/quote',
  auth: false,
  summary: 'Listed tokens with their USD price from the chain and the change against the previous day',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(tokenQuoteItem) }),
  }),
})
