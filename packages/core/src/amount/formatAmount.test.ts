import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount.ts'
import { parseAmount } from './parseAmount.ts'

describe('formatAmount', () => {
  test.each([
    [0n, 18, {}, '0'],
    [10n ** 18n, 18, {}, '1'],
    [1_500_000n, 6, {}, '1.5'],
    [1n, 18, {}, '0.000000000000000001'],
    [1n, 18, { maxFractionDigits: 6 }, '0'],
    [1n, 18, { maxFractionDigits: 6, rounding: 'up' as const }, '0.000001'],
    [1_999_999n, 6, { maxFractionDigits: 2 }, '1.99'],
    [1_995_000n, 6, { maxFractionDigits: 2, rounding: 'halfUp' as const }, '2'],
    [1_994_999n, 6, { maxFractionDigits: 2, rounding: 'halfUp' as const }, '1.99'],
    [1_234_567_890n, 3, { grouping: true }, '1,234,567.89'],
    [123n, 0, { grouping: true }, '123'],
    [1000n, 0, { grouping: true }, '1,000'],
    [-1_500_000n, 6, {}, '-1.5'],
    [-1n, 6, { maxFractionDigits: 2 }, '0'],
    [2n ** 256n - 1n, 18, { maxFractionDigits: 0 }, '115792089237316195423570985008687907853269984665640564039457'],
    [100n * 10n ** 18n, 18, {}, '100'],
    [120_000n, 6, {}, '0.12'],
    [999_999n, 6, { maxFractionDigits: 2, rounding: 'halfUp' as const }, '1'],
    [999_999n, 6, { maxFractionDigits: 2, rounding: 'up' as const }, '1'],
    [-999_999n, 6, { maxFractionDigits: 2, rounding: 'up' as const }, '-1'],
    [5n, 100, {}, `0.${'0'.repeat(99)}5`],
  ])('%s with %i decimals and %j is %j', (value, decimals, options, expected) => {
    expect(formatAmount(value, decimals, options)).toBe(expected)
  })

  test('rejects impossible decimals', () => {
    expect(() => formatAmount(1n, 256)).toThrow('Invalid decimals 256')
  })

  test('shown with all its decimals, any amount reads back exactly', () => {
    let seed = 0x2545f491n
    for (let run = 0; run < 2000; run++) {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n
      const decimals = Number(seed % 25n)
      const value = (seed * seed) % 10n ** BigInt(1 + Number(seed % 40n))
      expect(parseAmount(formatAmount(value, decimals), decimals)).toBe(value)
    }
  })
})
