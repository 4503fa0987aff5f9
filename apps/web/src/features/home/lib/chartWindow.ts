import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'

/** Spec 9: 7 bars visible of 30 days; a swipe longer than 50 px moves the window one day. */
export const VISIBLE_BARS = 7
export const SWIPE_THRESHOLD_PX = 50

/** Prices arrive as decimal strings; 18 digits is finer than any USD price we show. */
const PRICE_DECIMALS = 18

export interface ChartBar {
  date: string
  price: string
  /** Percent change from the previous day with 2 decimals and a sign ('+1.25%'); null for the first day or a zero previous price. */
  growth: string | null
  /** Bar height in percent, 25 for the window's lowest price up to 100 for its highest, so daily moves are visible. */
  heightPercent: number
}

/** Index of the first visible bar when the chart opens: the newest days. */
export function initialWindowStart(pointCount: number): number {
  return Math.max(0, pointCount - VISIBLE_BARS)
}

/**
 * The window after a horizontal swipe of `deltaX` px: a swipe to the left (negative) shows one
 * newer day, to the right one older day; short swipes and the ends of the data change nothing.
 */
export function windowAfterSwipe(start: number, deltaX: number, pointCount: number): number {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return start
  const next = deltaX < 0 ? start + 1 : start - 1
  return Math.min(Math.max(next, 0), initialWindowStart(pointCount))
}

/** Percent change of `price` against `previous`, exact until the 2-decimal display (half up). */
export function growthPercent(previous: string, price: string): string | null {
  const before = parseAmount(previous, PRICE_DECIMALS)
  if (before === 0n) return null
  const after = parseAmount(price, PRICE_DECIMALS)
  const text = formatFraction((after - before) * 100n, before, { maxFractionDigits: 2, rounding: 'halfUp' })
  const [whole, decimals = ''] = text.split('.')
  const fixed = `${whole}.${decimals.padEnd(2, '0')}`
  return `${fixed.startsWith('-') ? '' : '+'}${fixed}%`
}

/** The visible bars of the window starting at `start`, each with its growth against the day before. */
export function visibleBars(points: ReadonlyArray<{ grant_date: string; eq_usd: string }>, start: number): ChartBar[] {
  const window = points.slice(start, start + VISIBLE_BARS)
  const prices = window.map((point) => parseAmount(point.eq_usd, PRICE_DECIMALS))
  const highest = prices.reduce((max, price) => (price > max ? price : max), 0n)
  const lowest = prices.reduce((min, price) => (price < min ? price : min), highest)
  return window.map((point, offset) => {
    const previous = points[start + offset - 1]
    const price = prices[offset] ?? 0n
    // Heights are layout, not money: an integer percent of the window's top is precise enough.
    const heightPercent = highest === lowest ? 100 : 25 + Number(((price - lowest) * 75n) / (highest - lowest))
    return { date: point.grant_date, price: point.eq_usd, growth: previous ? growthPercent(previous.eq_usd, point.eq_usd) : null, heightPercent }
  })
}
