import { describe, expect, it } from 'vitest'
import { fundTotalText, pledgedRate, readFundQuantity, stepQuantity } from './fundView.ts'

describe('fund popup', () => {
  it('reads the typed count as it is, a whole number from 1 to 10,000, and says why not otherwise', () => {
    expect(readFundQuantity('')).toEqual({ ok: false, reason: 'empty' })
    expect(readFundQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(readFundQuantity('10000')).toEqual({ ok: true, quantity: 10_000 })
    for (const text of ['0', '2.5', '3.0', '-1', '1e3', '10001', '99999999', 'abc']) expect([text, readFundQuantity(text)]).toEqual([text, { ok: false, reason: 'invalid' }])
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
