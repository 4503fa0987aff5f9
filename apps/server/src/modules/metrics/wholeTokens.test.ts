import { describe, expect, it } from 'vitest'
import { wholeTokens } from './wholeTokens.ts'

describe('wholeTokens', () => {
  it('rounds the exact decimal once, to the nearest float', () => {
    // A float of the base units divided by 10^18 rounds twice, and lands one float off: 3.7037036703703707.
    expect(wholeTokens(3_703_703_670_370_370_374n, { decimals: 18 })).toBe(3.7037036703703703)
    expect(wholeTokens(13_580_246_791_358_024_686n, { decimals: 18 })).toBe(13.580246791358025)
    expect(wholeTokens(1_234_567n, { decimals: 6 })).toBe(1.234567)
    expect(wholeTokens(0n, { decimals: 18 })).toBe(0)
    expect(wholeTokens(-5n, { decimals: 1 })).toBe(-0.5)
  })

  it('keeps the magnitude of amounts far above 2^53 base units', () => {
    expect(wholeTokens(10n ** 30n + 1n, { decimals: 18 })).toBe(1e12)
  })
})
