import { describe, expect, it } from 'vitest'
import { displayAmount, displayChange, displayDate, displayRate, displayUnits } from './display.ts'

describe('display', () => {
  it('shows 3 decimals rounded down, with grouping', () => {
    expect(displayAmount('1234.5678')).toBe('1,234.567')
    expect(displayAmount('-0.0009')).toBe('-0')
    expect(displayUnits(1_999_999n, 6)).toBe('1.999')
  })

  it('signs balance changes', () => {
    expect(displayChange('2')).toBe('+2')
    expect(displayChange('-1.5')).toBe('−1.5')
    expect(displayChange('0')).toBe('0')
  })

  it('shows fee rates as percents', () => {
    expect(displayRate('0.005')).toBe('0.5%')
    expect(displayRate('0.01')).toBe('1%')
  })
})

describe('displayDate', () => {
  it('shows an ISO time as the reader’s calendar day, YYYY-MM-DD', () => {
    const noon = new Date(2026, 0, 5, 12, 0, 0)
    expect(displayDate(noon.toISOString())).toBe('2026-01-05')
    const lastMinute = new Date(2026, 11, 31, 23, 59, 0)
    expect(displayDate(lastMinute.toISOString())).toBe('2026-12-31')
    expect(displayDate('not a time')).toBe('not a time')
  })
})
