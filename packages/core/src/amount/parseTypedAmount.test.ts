import { describe, expect, test } from 'vitest'
import { AmountParseError } from './errors.ts'
import { parseTypedAmount } from './parseTypedAmount.ts'

describe('parseTypedAmount', () => {
  test.each([
    ['1', '.', 10n ** 18n],
    ['1.5', '.', 15n * 10n ** 17n],
    ['1,234.5', '.', 1234n * 10n ** 18n + 5n * 10n ** 17n],
    ['1,234,567', '.', 1_234_567n * 10n ** 18n],
    ['.5', '.', 5n * 10n ** 17n],
    ['5.', '.', 5n * 10n ** 18n],
    [' 2 ', '.', 2n * 10n ** 18n],
    ['１．５', '.', 15n * 10n ** 17n],
    ['1,5', ',', 15n * 10n ** 17n],
    ['1.234,5', ',', 1234n * 10n ** 18n + 5n * 10n ** 17n],
    ['1 234,5', ',', 1234n * 10n ** 18n + 5n * 10n ** 17n],
    ['1.5', ',', 15n * 10n ** 17n],
    ["1'234.5", '.', 1234n * 10n ** 18n + 5n * 10n ** 17n],
  ] as const)('%j with a %j keypad', (text, decimalSeparator, expected) => {
    expect(parseTypedAmount(text, 18, { decimalSeparator })).toBe(expected)
  })

  test.each([
    ['1,5', '.'],
    ['1,23', '.'],
    ['12,34,567', '.'],
    [',5', '.'],
    ['1,2,3', ','],
    ['1.2.3', '.'],
    ['1,234.5.6', '.'],
    ['-1', '.'],
    ['1e3', '.'],
    ['0x10', '.'],
    ['', '.'],
    ['.', '.'],
    ['abc', '.'],
    ['1.0000000000000000001', '.'],
  ] as const)('%j with a %j keypad fails', (text, decimalSeparator) => {
    expect(() => parseTypedAmount(text, 18, { decimalSeparator })).toThrow(AmountParseError)
  })
})
