import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatAmount } from '../amount/formatAmount.ts'
import {
  DEFAULT_DEADLINE_MINUTES,
  deadlineSeconds,
  isSlippagePersistable,
  maximumAmountIn,
  minimumAmountOut,
  parseSlippage,
  slippageWarning,
  transactionDeadline,
} from './slippage.ts'

describe('slippage', () => {
  test('parses percents to millionths, at most 4 decimals of a percent', () => {
    expect(parseSlippage('0.5')).toBe(5000n)
    expect(parseSlippage('1.0')).toBe(10_000n)
    expect(parseSlippage('0.0001')).toBe(1n)
    expect(() => parseSlippage('0.00001')).toThrow('Cannot parse 0.00001 as bignumber')
  })

  test('minimum received rounds down and never goes below zero', () => {
    expect(minimumAmountOut(1000n, '0.5')).toBe(995n)
    expect(minimumAmountOut(999n, '0.5')).toBe(994n)
    expect(minimumAmountOut(1000n, '0')).toBe(1000n)
    expect(minimumAmountOut(1000n, '100')).toBe(0n)
    expect(minimumAmountOut(1000n, '150')).toBe(0n)
  })

  test('maximum sold rounds down like v2-sdk', () => {
    expect(maximumAmountIn(1000n, '0.5')).toBe(1005n)
    expect(maximumAmountIn(999n, '0.5')).toBe(1003n)
    expect(maximumAmountIn(1000n, '0.1')).toBe(1001n)
  })

  test('property: the bounds stay within the tolerance', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 1_000_000 }), (value, millionths) => {
        const text = formatAmount(BigInt(millionths), 4)
        const min = minimumAmountOut(value, text)
        const max = maximumAmountIn(value, text)
        expect(min * 1_000_000n).toBeLessThanOrEqual(value * (1_000_000n - BigInt(millionths)))
        expect((min + 1n) * 1_000_000n).toBeGreaterThan(value * (1_000_000n - BigInt(millionths)))
        expect(max * 1_000_000n).toBeLessThanOrEqual(value * (1_000_000n + BigInt(millionths)))
        expect(max).toBeGreaterThanOrEqual(value)
      }),
    )
  })

  test.each([
    ['0', 'zero'],
    ['0.0', 'zero'],
    ['0.1', 'none'],
    ['5', 'none'],
    ['5.01', 'moderate'],
    ['49.99', 'moderate'],
    ['50', 'severe'],
    ['80', 'severe'],
    ['', 'invalid'],
    ['abc', 'invalid'],
  ] as const)('%j warns %s', (text, warning) => {
    expect(slippageWarning(text)).toBe(warning)
  })

  test('values of 50 or more, or not numbers, are not saved', () => {
    expect(isSlippagePersistable('49.9999')).toBe(true)
    expect(isSlippagePersistable('0')).toBe(true)
    expect(isSlippagePersistable('50')).toBe(false)
    expect(isSlippagePersistable('-1')).toBe(false)
  })

  test('deadline minutes become seconds from now', () => {
    expect(deadlineSeconds(DEFAULT_DEADLINE_MINUTES)).toBe(1200)
    expect(transactionDeadline(20, 1_700_000_000.9)).toBe(1_700_001_200n)
    expect(() => deadlineSeconds(0)).toThrowErrorMatchingInlineSnapshot(`[InvalidDeadlineError: Invalid deadline 0: expected whole minutes above zero]`)
    expect(() => deadlineSeconds(1.5)).toThrow('Invalid deadline 1.5')
  })
})
