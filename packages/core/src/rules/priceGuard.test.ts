import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fraction } from '../amount/fraction.ts'
import { tokenAmountForUsd, withinPriceTolerance } from './priceGuard.ts'

const e18 = 10n ** 18n

describe('price guard', () => {
  it('accepts up to the tolerance either way and refuses beyond', () => {
    expect(withinPriceTolerance(101n, 100n, '0.01')).toBe(true)
    expect(withinPriceTolerance(99n, 100n, '0.01')).toBe(true)
    expect(withinPriceTolerance(102n, 100n, '0.01')).toBe(false)
    expect(withinPriceTolerance(98n, 100n, '0.01')).toBe(false)
    expect(withinPriceTolerance(100n, 100n, '0')).toBe(true)
  })

  it('prices a USD amount in a token, rounding up', () => {
    // 50 USD of a 0.5 USD token is 100 tokens.
    expect(tokenAmountForUsd(50n * e18, fraction(1n, 2n), 18, 18)).toBe(100n * e18)
    // 1 USD at 3 USD a token is a third, rounded up to the last base unit.
    expect(tokenAmountForUsd(e18, fraction(3n), 18, 18)).toBe(333_333_333_333_333_334n)
    expect(tokenAmountForUsd(e18, fraction(1n), 6, 18)).toBe(1_000_000n)
    expect(() => tokenAmountForUsd(e18, fraction(0n), 18, 18)).toThrow('no price')
  })

  it('never charges less than the USD value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (usd, n, d) => {
        const paid = tokenAmountForUsd(usd, fraction(n, d), 18, 18)
        // paid × price ≥ usd, and one base unit less would not be.
        expect(paid * n >= usd * d).toBe(true)
        expect((paid - 1n) * n < usd * d).toBe(true)
      }),
    )
  })
})
