import { describe, expect, it } from 'vitest'
import { dateTime, shortHex, tokenAmount } from './format.ts'

describe('console formats', () => {
  it('groups whole tokens and keeps every decimal the server sent, with the symbol', () => {
    expect(tokenAmount('1234567.000000000000000003', 'USDT')).toBe('1,234,567.000000000000000003 USDT')
    expect(tokenAmount('600', 'HAP')).toBe('600 HAP')
    expect(tokenAmount('0.5', 'BtPi')).toBe('0.5 BtPi')
  })

  it('shows an instant in the given zone', () => {
    const iso = '2026-11-27T23:30:00.000Z'
    expect(dateTime(iso, 'en-US', 'Asia/Shanghai')).toMatch(/Nov 28, 2026.*7:30:00/)
    expect(dateTime(iso, 'en-US', 'America/New_York')).toMatch(/Nov 27, 2026.*6:30:00/)
    expect(dateTime('not a date', 'en-US')).toBe('not a date')
  })

  it('shortens long hex only', () => {
    expect(shortHex('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')).toBe('0xa0Ee7A…9720')
    expect(shortHex('0x12')).toBe('0x12')
  })
})
