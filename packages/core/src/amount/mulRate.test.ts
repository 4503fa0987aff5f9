import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.ts'
import { mulRate, RATE_SCALE, rateUnits } from './mulRate.ts'

/** Any rate of up to 18 decimals, as the exact string configurations hold. */
const rateText = fc.bigInt({ min: 0n, max: 10n ** 21n }).map((units) => formatAmount(units, 18))

describe('mulRate', () => {
  it('rounds as told', () => {
    expect(mulRate(10n, '0.05', 'down')).toBe(0n)
    expect(mulRate(10n, '0.05', 'up')).toBe(1n)
    expect(mulRate(100n, '0.05', 'up')).toBe(5n)
    expect(mulRate(10n ** 20n, '1.5', 'down')).toBe(15n * 10n ** 19n)
  })
  it('rounds down to the largest whole unit not above the product, and up to the smallest not below it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), rateText, (amount, rate) => {
        const exact = amount * rateUnits(rate)
        const down = mulRate(amount, rate, 'down')
        const up = mulRate(amount, rate, 'up')
        expect(down * RATE_SCALE <= exact && exact < (down + 1n) * RATE_SCALE).toBe(true)
        expect((up - 1n) * RATE_SCALE < exact && exact <= up * RATE_SCALE).toBe(true)
        expect(up - down).toBe(exact % RATE_SCALE === 0n ? 0n : 1n)
      }),
    )
  })
  it('reads rates exactly', () => {
    expect(rateUnits('0.000000000000000001')).toBe(1n)
    expect(() => rateUnits('0.0000000000000000001')).toThrow()
    expect(() => rateUnits('-1')).toThrow()
  })
})
