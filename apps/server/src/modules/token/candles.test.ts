import { describe, expect, it } from 'vitest'
import { bucketStart, buildCandle, priceOf, toCandle } from './candles.ts'

const sync = (value0: bigint, value1: bigint) => ({ kind: 'sync' as const, value0, value1 })
const swap = (value0: bigint, value1: bigint) => ({ kind: 'swap' as const, value0, value1 })
const e18 = 10n ** 18n

describe('candles', () => {
  it('starts buckets on interval boundaries (UTC)', () => {
    expect(bucketStart(1_700_000_059, '1m')).toBe(1_700_000_040)
    expect(bucketStart(1_700_000_059, '1h')).toBe(1_699_999_200)
    expect(bucketStart(1_700_000_059, '1d')).toBe(1_699_920_000)
  })

  it('takes open, high, low and close from the reserves after each Sync, and volume from Swaps', () => {
    const candle = buildCandle([sync(100n, 80n), swap(10n, 7n), sync(90n, 90n), sync(100n, 50n), swap(3n, 1n), sync(100n, 70n)])
    expect(candle).toEqual({
      open: { reserve0: 100n, reserve1: 80n },
      high: { reserve0: 90n, reserve1: 90n },
      low: { reserve0: 100n, reserve1: 50n },
      close: { reserve0: 100n, reserve1: 70n },
      volume0: 13n,
      volume1: 8n,
      trades: 2,
    })
  })

  it('has no candle without a priced Sync', () => {
    expect(buildCandle([swap(1n, 1n)])).toBeUndefined()
    expect(buildCandle([sync(0n, 0n)])).toBeUndefined()
  })

  it('serves prices of either side, with high and low swapped for token1', () => {
    const values = buildCandle([sync(100n * e18, 80n * e18), sync(80n * e18, 100n * e18), swap(5n * e18, 4n * e18)])!
    const decimals = { decimals0: 18, decimals1: 18 }
    expect(toCandle(60, values, decimals, true)).toEqual({ time: 60, open: '0.8', high: '1.25', low: '0.8', close: '1.25', volume: '5' })
    expect(toCandle(60, values, decimals, false)).toEqual({ time: 60, open: '1.25', high: '1.25', low: '0.8', close: '0.8', volume: '4' })
  })

  it('scales prices by both decimals', () => {
    // 1,000 of an 18-decimal token against 2,000 of a 6-decimal one: 2 per whole token.
    expect(priceOf({ reserve0: 1_000n * e18, reserve1: 2_000n * 10n ** 6n }, { decimals0: 18, decimals1: 6 }, true)).toBe('2')
    expect(priceOf({ reserve0: 1_000n * e18, reserve1: 2_000n * 10n ** 6n }, { decimals0: 18, decimals1: 6 }, false)).toBe('0.5')
  })
})
