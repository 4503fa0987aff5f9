import { describe, expect, it } from 'vitest'
import { displayAmount, displayChange, displayRate, displayUnits } from './display.ts'

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
