import { describe, expect, it } from 'vitest'
import { hasTooManyDecimals, keypadDecimalSeparator, readTypedAmount, wireAmount } from './amountInput.ts'

describe('amount input', () => {
  it('knows the keypad decimal mark of a locale', () => {
    expect(keypadDecimalSeparator(['en-US'])).toBe('.')
    expect(keypadDecimalSeparator(['de-DE'])).toBe(',')
    expect(keypadDecimalSeparator(['zh-CN'])).toBe('.')
  })

  it('reads "1,5" as the keypad means it, never as 15', () => {
    expect(readTypedAmount('1,5', 18, ',')).toBe(15n * 10n ** 17n)
    expect(() => readTypedAmount('1,5', 18, '.')).toThrow()
    expect(readTypedAmount('1,234.5', 6, '.')).toBe(1_234_500_000n)
  })

  it('sends the parsed value in the canonical spelling', () => {
    expect(wireAmount(readTypedAmount('1,234.50', 18, '.'), 18)).toBe('1234.5')
    expect(wireAmount(readTypedAmount('1,5', 18, ','), 18)).toBe('1.5')
    expect(wireAmount(readTypedAmount('007', 6, '.'), 6)).toBe('7')
  })
})

describe('hasTooManyDecimals (issue 17: say why no quote shows)', () => {
  it('counts significant fraction digits against the token', () => {
    expect(hasTooManyDecimals('1.1234567', 6)).toBe(true)
    expect(hasTooManyDecimals('1.123456', 6)).toBe(false)
    expect(hasTooManyDecimals('1.1234560000', 6)).toBe(false)
    expect(hasTooManyDecimals('1,000.5', 0)).toBe(true)
    expect(hasTooManyDecimals('1,000', 0)).toBe(false)
    expect(hasTooManyDecimals('', 18)).toBe(false)
  })
})
