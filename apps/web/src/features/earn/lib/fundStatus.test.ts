import { describe, expect, it } from 'vitest'
import { fundRedeemView, fundTermStatus } from './fundStatus.ts'

const term = { begin_time: '2026-01-02T00:00:00.000Z', end_time: '2027-01-02T00:00:00.000Z' }
const at = (iso: string) => Date.parse(iso)

describe('fundTermStatus', () => {
  it('is not started before begin_time', () => {
    expect(fundTermStatus(term, at('2026-01-01T23:59:59.999Z'))).toBe('notStarted')
  })

  it('is in progress from begin_time until just before end_time', () => {
    expect(fundTermStatus(term, at('2026-01-02T00:00:00.000Z'))).toBe('inProgress')
    expect(fundTermStatus(term, at('2026-07-01T12:00:00.000Z'))).toBe('inProgress')
    expect(fundTermStatus(term, at('2027-01-01T23:59:59.999Z'))).toBe('inProgress')
  })

  it('has ended from end_time on', () => {
    expect(fundTermStatus(term, at('2027-01-02T00:00:00.000Z'))).toBe('ended')
    expect(fundTermStatus(term, at('2030-01-01T00:00:00.000Z'))).toBe('ended')
  })
})

describe('fundRedeemView', () => {
  it('offers the redeem only after the end, while not redeemed', () => {
    expect(fundRedeemView('ended', '0')).toBe('redeem')
    expect(fundRedeemView('ended', '')).toBe('redeem')
    expect(fundRedeemView('inProgress', '0')).toBe('wait')
    expect(fundRedeemView('notStarted', '0')).toBe('wait')
  })

  it('shows redeemed once redeem_status is set, whatever the time', () => {
    expect(fundRedeemView('ended', '1')).toBe('redeemed')
    expect(fundRedeemView('inProgress', '1')).toBe('redeemed')
  })
})
