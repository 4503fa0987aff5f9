import { describe, expect, test } from 'vitest'
import { AmountParseError } from './errors.ts'
import { formatAmount } from './formatAmount.ts'
import { isWireAmount, parseWireAmount } from './wireAmount.ts'

describe('parseWireAmount', () => {
  test.each([
    ['0', 18, 0n],
    ['1', 18, 10n ** 18n],
    ['1.5', 6, 1_500_000n],
    ['1234.000001', 6, 1_234_000_001n],
    [`${'9'.repeat(30)}.5`, 18, 10n ** 48n - 5n * 10n ** 17n],
  ])('%j with %i decimals is %s', (text, decimals, expected) => {
    expect(parseWireAmount(text, decimals)).toBe(expected)
  })

  test.each(['1,5', '1,234.5', ' 1', '1 ', '01', '1.50', '1.', '.5', '-1', '+1', '1e3', '0x10', '１', 'NaN', '', '1.0', '9'.repeat(31), `0.${'0'.repeat(36)}1`])(
    '%j is not a wire amount',
    (text) => {
      expect(isWireAmount(text)).toBe(false)
      expect(() => parseWireAmount(text, 18)).toThrow(AmountParseError)
    },
  )

  test('more decimals than the token has fail instead of rounding', () => {
    expect(() => parseWireAmount('1.0000001', 6)).toThrow(AmountParseError)
  })

  test('formatAmount writes wire amounts', () => {
    for (const value of [0n, 1n, 10n ** 18n, 15n * 10n ** 17n, 123_456_789_012_345_678_901n]) expect(isWireAmount(formatAmount(value, 18))).toBe(true)
  })
})
