import { describe, expect, test } from 'vitest'
import { formatFraction } from './formatFraction.ts'
import { formatPercent } from './formatPercent.ts'
import { compareFractions, fraction } from './fraction.ts'

describe('formatPercent', () => {
  test('shows a ratio as a percent, two decimals half up by default', () => {
    expect(formatPercent(fraction(1n, 8n))).toBe('12.5%')
    expect(formatPercent(fraction(1n, 3n))).toBe('33.33%')
    expect(formatPercent(fraction(2n, 3n))).toBe('66.67%')
    expect(formatPercent(fraction(2n, 3n), { rounding: 'down' })).toBe('66.66%')
    expect(formatPercent(fraction(1n, 3n), { maxFractionDigits: 3 })).toBe('33.333%')
    expect(formatPercent(fraction(3n, 1n))).toBe('300%')
    // Issue 31: an APR of 878053.53% read as a wall of digits.
    expect(formatPercent(fraction(87_805_353n, 10_000n))).toBe('878,053.53%')
    expect(formatPercent(fraction(0n))).toBe('0%')
  })
})

describe('fraction', () => {
  test('needs a positive denominator', () => {
    expect(() => fraction(1n, 0n)).toThrowErrorMatchingInlineSnapshot(`[InvalidFractionError: Invalid fraction denominator 0: expected a positive integer]`)
    expect(() => formatFraction(1n, -1n, { maxFractionDigits: 2 })).toThrow('Invalid fraction denominator -1')
  })

  test('compares by cross-multiplication, whatever the scale', () => {
    expect(compareFractions(fraction(1n, 3n), fraction(2n, 6n))).toBe(0)
    expect(compareFractions(fraction(1n, 3n), fraction(1n, 2n))).toBe(-1)
    expect(compareFractions(fraction(-1n, 3n), fraction(-1n, 2n))).toBe(1)
  })
})
