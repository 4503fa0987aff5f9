import { describe, expect, test } from 'vitest'
import { fraction } from '../amount/fraction.ts'
import { formatPriceImpact, isPriceImpactBlocked, isPriceImpactWarning, priceImpactBand } from './priceImpact.ts'

const bips = (value: bigint) => fraction(value, 10_000n)

describe('price impact rules', () => {
  test.each([
    [0n, '<0.01%', 'negligible'],
    [fraction(99n, 1_000_000n), '<0.01%', 'negligible'],
    [1n, '0.01%', 'low'],
    [fraction(12345n, 1_000_000n), '1.23%', 'medium'],
    [fraction(12350n, 1_000_000n), '1.24%', 'medium'],
    [99n, '0.99%', 'low'],
    [100n, '1%', 'medium'],
    [199n, '1.99%', 'medium'],
    [200n, '2%', 'high'],
    [499n, '4.99%', 'high'],
    [500n, '5%', 'severe'],
    [9975n, '99.75%', 'severe'],
    [9999n, '99.75%', 'severe'],
    [10_000n, '99.75%', 'severe'],
  ] as const)('%s shows %j in band %s', (impact, shown, band) => {
    const value = typeof impact === 'bigint' ? bips(impact) : impact
    expect(formatPriceImpact(value)).toBe(shown)
    expect(priceImpactBand(value)).toBe(band)
  })

  test('warning above 10%, block at 20% or more, both lifted by expert mode', () => {
    expect(isPriceImpactWarning(bips(1000n), { expert: false })).toBe(false)
    expect(isPriceImpactWarning(fraction(100_001n, 1_000_000n), { expert: false })).toBe(true)
    expect(isPriceImpactWarning(bips(1500n), { expert: true })).toBe(false)
    expect(isPriceImpactBlocked(fraction(199_999n, 1_000_000n), { expert: false })).toBe(false)
    expect(isPriceImpactBlocked(bips(2000n), { expert: false })).toBe(true)
    expect(isPriceImpactBlocked(bips(9000n), { expert: true })).toBe(false)
  })
})
