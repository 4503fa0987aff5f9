import { candleIntervalSeconds, type Candle, type CandleInterval } from '@hapdex/core/api/token'
import { formatFraction } from '@hapdex/core/amount/formatFraction'

/** Reserves of a pair at one moment; its price is reserve1 / reserve0 (token1 per token0). */
export type Reserves = { reserve0: bigint; reserve1: bigint }

/** A stored event as the candle maths needs it, in chain order. */
export type PairEvent = { kind: 'sync' | 'swap'; value0: bigint; value1: bigint }

export type CandleValues = {
  open: Reserves
  high: Reserves
  low: Reserves
  close: Reserves
  volume0: bigint
  volume1: bigint
  trades: number
}

export function bucketStart(unixSeconds: number, interval: CandleInterval): number {
  const size = candleIntervalSeconds[interval]
  return Math.floor(unixSeconds / size) * size
}

/** Whether a's token0 price is above b's, compared exactly by cross-multiplying. */
function priceAbove(a: Reserves, b: Reserves): boolean {
  return a.reserve1 * b.reserve0 > b.reserve1 * a.reserve0
}

/**
 * One interval's candle from its events in chain order: prices from the reserves after each Sync,
 * volume from the Swaps. Undefined when no Sync with both reserves above zero falls in it.
 */
export function buildCandle(events: readonly PairEvent[]): CandleValues | undefined {
  let candle: CandleValues | undefined
  let volume0 = 0n
  let volume1 = 0n
  let trades = 0
  for (const event of events) {
    if (event.kind === 'swap') {
      volume0 += event.value0
      volume1 += event.value1
      trades += 1
      continue
    }
    const reserves = { reserve0: event.value0, reserve1: event.value1 }
    if (reserves.reserve0 === 0n || reserves.reserve1 === 0n) continue
    if (candle === undefined) candle = { open: reserves, high: reserves, low: reserves, close: reserves, volume0: 0n, volume1: 0n, trades: 0 }
    if (priceAbove(reserves, candle.high)) candle.high = reserves
    if (priceAbove(candle.low, reserves)) candle.low = reserves
    candle.close = reserves
  }
  return candle === undefined ? undefined : { ...candle, volume0, volume1, trades }
}

/** Digits after the point of a served price: enough for an 18-decimal token priced in another. */
const PRICE_DIGITS = 18

/** Whole quote tokens per whole base token; `baseIsToken0` picks the side. Rounded half up. */
export function priceOf(reserves: Reserves, decimals: { decimals0: number; decimals1: number }, baseIsToken0: boolean): string {
  const [baseReserve, quoteReserve, baseDecimals, quoteDecimals] = baseIsToken0
    ? [reserves.reserve0, reserves.reserve1, decimals.decimals0, decimals.decimals1]
    : [reserves.reserve1, reserves.reserve0, decimals.decimals1, decimals.decimals0]
  const numerator = quoteReserve * 10n ** BigInt(baseDecimals)
  const denominator = baseReserve * 10n ** BigInt(quoteDecimals)
  return formatFraction(numerator, denominator, { maxFractionDigits: PRICE_DIGITS, rounding: 'halfUp' })
}

/** A stored candle as served: with the base on token1 the price inverts, so high and low swap. */
export function toCandle(time: number, values: CandleValues, decimals: { decimals0: number; decimals1: number }, baseIsToken0: boolean): Candle {
  const price = (reserves: Reserves) => priceOf(reserves, decimals, baseIsToken0)
  const [high, low] = baseIsToken0 ? [values.high, values.low] : [values.low, values.high]
  const [volume, volumeDecimals] = baseIsToken0 ? [values.volume0, decimals.decimals0] : [values.volume1, decimals.decimals1]
  return {
    time,
    open: price(values.open),
    high: price(high),
    low: price(low),
    close: price(values.close),
    volume: formatFraction(volume, 10n ** BigInt(volumeDecimals), { maxFractionDigits: volumeDecimals }),
  }
}
