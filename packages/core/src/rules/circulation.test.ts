import { describe, expect, it } from 'vitest'
import { fundStatus, fundTotal, isValidFundQuantity, MAX_FUND_UNITS } from './circulation.ts'

describe('circulation fund rules', () => {
  it('maps open and joined to the screen status', () => {
    expect(fundStatus({ open: false, joined: false })).toBe('0')
    expect(fundStatus({ open: true, joined: false })).toBe('1')
    expect(fundStatus({ open: true, joined: true })).toBe('2')
    expect(fundStatus({ open: false, joined: true })).toBe('2')
  })

  it('accepts whole quantities from 1', () => {
    expect(isValidFundQuantity(1)).toBe(true)
    expect(isValidFundQuantity(MAX_FUND_UNITS)).toBe(true)
    expect(isValidFundQuantity(0)).toBe(false)
    expect(isValidFundQuantity(1.5)).toBe(false)
    expect(isValidFundQuantity(MAX_FUND_UNITS + 1)).toBe(false)
  })

  it('totals fund_amount × quantity in base units', () => {
    expect(fundTotal(100n * 10n ** 18n, 3)).toBe(300n * 10n ** 18n)
    expect(() => fundTotal(1n, 0)).toThrow(RangeError)
  })
})
