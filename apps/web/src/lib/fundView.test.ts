import { describe, expect, it } from 'vitest'
import { fundTotalText, normalizeQuantity, pledgedRate, stepQuantity } from './fundView.ts'

describe('fund popup', () => {
  it('keeps the quantity a whole number from 1', () => {
    expect(normalizeQuantity('')).toBe(1)
    expect(normalizeQuantity('0')).toBe(1)
    expect(normalizeQuantity('3.7')).toBe(37)
    expect(normalizeQuantity('12')).toBe(12)
    expect(normalizeQuantity('99999999')).toBe(10_000)
    expect(stepQuantity(1, -1)).toBe(1)
    expect(stepQuantity(1, 1)).toBe(2)
    expect(stepQuantity(10_000, 1)).toBe(10_000)
  })

  it('totals exactly', () => {
    expect(fundTotalText('100', 3)).toBe('300')
    expect(fundTotalText('0.1', 3)).toBe('0.3')
    expect(fundTotalText('1234.5', 2)).toBe('2,469')
  })

  it('pledges what is not burned', () => {
    expect(pledgedRate('0.5')).toBe('0.5')
    expect(pledgedRate('0.3')).toBe('0.7')
    expect(pledgedRate('0')).toBe('1')
    expect(pledgedRate('1')).toBe('0')
  })
})
