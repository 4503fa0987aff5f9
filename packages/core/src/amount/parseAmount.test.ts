import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { AmountParseError } from './errors.ts'
import { formatAmount } from './formatAmount.ts'
import { parseAmount } from './parseAmount.ts'

describe('parseAmount', () => {
  test.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 6, 1_500_000n],
    ['1,234.5', 6, 1_234_500_000n],
    ['1,000,000', 0, 1_000_000n],
    ['.5', 18, 5n * 10n ** 17n],
    ['1.', 18, 10n ** 18n],
    ['0', 18, 0n],
    ['0.000000000000000001', 18, 1n],
    ['007.10', 2, 710n],
    ['1.50', 1, 15n],
    ['1.0000000000000000000', 18, 10n ** 18n],
    [' 2 ', 0, 2n],
    ['115792089237316195423570985008687907853269984665640564039457584007913129639935', 0, 2n ** 256n - 1n],
    ['123456789012345678901234567890.123456789012345678', 18, 123456789012345678901234567890123456789012345678n],
  ])('%j with %i decimals is %s', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toBe(expected)
  })

  test.each(['', '.', ' ', '-1', '+1', '1e18', '0x10', '1.2.3', 'abc', '1 000', 'NaN', 'Infinity', '１', '0.0000000000000000001'])(
    '%j fails',
    (text) => {
      expect(() => parseAmount(text, 18)).toThrow(AmountParseError)
    },
  )

  test('never rounds: more significant decimals than the token has fail with the spec message', () => {
    expect(() => parseAmount('1.0000001', 6)).toThrowErrorMatchingInlineSnapshot(`[AmountParseError: Cannot parse 1.0000001 as bignumber]`)
    expect(() => parseAmount('1.5', 0)).toThrowErrorMatchingInlineSnapshot(`[AmountParseError: Cannot parse 1.5 as bignumber]`)
  })

  test('the error keeps the text as typed', () => {
    expect(() => parseAmount('1,2e3', 18)).toThrowErrorMatchingInlineSnapshot(`[AmountParseError: Cannot parse 1,2e3 as bignumber]`)
  })

  test('rejects impossible decimals', () => {
    expect(() => parseAmount('1', -1)).toThrowErrorMatchingInlineSnapshot(`[InvalidDecimalsError: Invalid decimals -1: expected an integer from 0 to 255]`)
    expect(() => parseAmount('1', 1.5)).toThrow('Invalid decimals 1.5')
  })

  test('property: formatting then parsing gives back the same base units, grouped or not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), fc.integer({ min: 0, max: 36 }), fc.boolean(), (value, decimals, grouping) => {
        expect(parseAmount(formatAmount(value, decimals, { grouping }), decimals)).toBe(value)
      }),
    )
  })
})
