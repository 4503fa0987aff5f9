import { describe, expect, it } from 'vitest'
import { formatTokenAmount, shortenAddress } from './format.ts'

describe('shortenAddress', () => {
  it('keeps the prefix and the last 6 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })

  it('leaves short text untouched', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
    expect(shortenAddress('')).toBe('')
  })
})

describe('formatTokenAmount (issue 17: one display format for amounts)', () => {
  const e18 = 10n ** 18n
  it('shows six significant digits, grouped, rounded down', () => {
    expect(formatTokenAmount(1234_567_891_234_567_890_123n, 18)).toBe('1,234.56')
    expect(formatTokenAmount(1_234_567n * e18 + e18 / 3n, 18)).toBe('1,234,567')
    expect(formatTokenAmount(999_999_999n, 6)).toBe('999.999')
    expect(formatTokenAmount(e18 / 3n, 18)).toBe('0.333333')
  })

  it('keeps the leading zeros of a small amount, and the token decimals as the limit', () => {
    expect(formatTokenAmount(12_345_678_901_234n, 18)).toBe('0.0000123456')
    expect(formatTokenAmount(1n, 18)).toBe('0.000000000000000001')
    expect(formatTokenAmount(1n, 6)).toBe('0.000001')
    expect(formatTokenAmount(0n, 18)).toBe('0')
    expect(formatTokenAmount(1_500n, 0)).toBe('1,500')
  })

  it('takes other digits, rounding and the locale marks', () => {
    expect(formatTokenAmount(e18 / 3n, 18, { significantDigits: 3 })).toBe('0.333')
    expect(formatTokenAmount((2n * e18) / 3n, 18, { significantDigits: 3, rounding: 'halfUp' })).toBe('0.667')
    expect(formatTokenAmount(1234_500_000n, 6, { locale: 'de-DE' })).toBe('1.234,5')
    expect(formatTokenAmount(1234_500_000n, 6, { locale: 'zh-CN' })).toBe('1,234.5')
    expect(formatTokenAmount(-1234_500_000n, 6, { locale: 'en-US' })).toBe('-1,234.5')
  })
})
