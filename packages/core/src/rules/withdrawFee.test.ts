import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatAmount } from '../amount/formatAmount.ts'
import { withdrawFee } from './withdrawFee.ts'

const e18 = 10n ** 18n

describe('withdrawFee', () => {
  test('is amount × rate between the bounds', () => {
    expect(withdrawFee({ amount: 1000n * e18, feeRate: '0.005', minFee: 1n * e18, maxFee: 100n * e18 })).toBe(5n * e18)
  })

  test('clamps to the minimum and the maximum', () => {
    expect(withdrawFee({ amount: 10n * e18, feeRate: '0.005', minFee: 1n * e18, maxFee: 100n * e18 })).toBe(1n * e18)
    expect(withdrawFee({ amount: 1_000_000n * e18, feeRate: '0.005', minFee: 1n * e18, maxFee: 100n * e18 })).toBe(100n * e18)
  })

  test('rounds a fractional base unit up', () => {
    expect(withdrawFee({ amount: 1001n, feeRate: '0.001', minFee: 0n, maxFee: 10n })).toBe(2n)
    expect(withdrawFee({ amount: 1000n, feeRate: '0.001', minFee: 0n, maxFee: 10n })).toBe(1n)
  })

  test('property: the smallest whole fee not below amount × rate, held to the bounds', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (amount, rateUnits, minFee, span) => {
          const maxFee = minFee + span
          const fee = withdrawFee({ amount, feeRate: formatAmount(rateUnits, 18), minFee, maxFee })
          const exact = amount * rateUnits
          expect(minFee <= fee && fee <= maxFee).toBe(true)
          // Inside the bounds the fee is exactly the rounded-up product.
          if (fee > minFee && fee < maxFee) expect((fee - 1n) * e18 < exact && exact <= fee * e18).toBe(true)
          if (fee === minFee && minFee < maxFee) expect(exact <= minFee * e18).toBe(true)
          if (fee === maxFee && maxFee > minFee) expect(exact > (maxFee - 1n) * e18).toBe(true)
        },
      ),
    )
  })

  test('a zero rate charges the minimum', () => {
    expect(withdrawFee({ amount: 5n * e18, feeRate: '0', minFee: 3n, maxFee: 10n })).toBe(3n)
  })

  test('rejects a rate that is not a decimal', () => {
    expect(() => withdrawFee({ amount: 1n, feeRate: '-0.1', minFee: 0n, maxFee: 1n })).toThrow('Cannot parse -0.1 as bignumber')
  })
})
