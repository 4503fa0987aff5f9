import { describe, expect, test } from 'vitest'
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

  test('a zero rate charges the minimum', () => {
    expect(withdrawFee({ amount: 5n * e18, feeRate: '0', minFee: 3n, maxFee: 10n })).toBe(3n)
  })

  test('rejects a rate that is not a decimal', () => {
    expect(() => withdrawFee({ amount: 1n, feeRate: '-0.1', minFee: 0n, maxFee: 1n })).toThrow('Cannot parse -0.1 as bignumber')
  })
})
