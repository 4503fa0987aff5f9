import { describe, expect, it } from 'vitest'
import { firstSelectedRound, maskAddress, partnerRoundButton, partnerRoundStatus, partnerSliderRate, timeStatus, votePercents } from './partnerRound.ts'

const at = (iso: string) => Date.parse(iso)
const round = (fields: Partial<{ can_buy: boolean; recruited: number }> = {}) => ({
  begin_time: '2026-03-10T00:00:00.000Z',
  end_time: '2026-03-20T00:00:00.000Z',
  max_recruit: 30,
  recruited: 10,
  can_buy: true,
  ...fields,
})

describe('partner round status', () => {
  it('follows the spec: can_buy before the end is full 2, started 1, not started 3', () => {
    expect(partnerRoundStatus(round(), at('2026-03-12T00:00:00Z'))).toBe(1)
    expect(partnerRoundStatus(round(), at('2026-03-09T00:00:00Z'))).toBe(3)
    expect(partnerRoundStatus(round({ recruited: 30 }), at('2026-03-12T00:00:00Z'))).toBe(2)
  })
  it('without can_buy: past the end 4, full 2, otherwise 3', () => {
    expect(partnerRoundStatus(round({ can_buy: false }), at('2026-03-21T00:00:00Z'))).toBe(4)
    expect(partnerRoundStatus(round({ can_buy: false, recruited: 30 }), at('2026-03-12T00:00:00Z'))).toBe(2)
    expect(partnerRoundStatus(round({ can_buy: false }), at('2026-03-12T00:00:00Z'))).toBe(3)
  })
  it('says full or ended on status 2 by the end, and no button on 4', () => {
    const now = at('2026-03-12T00:00:00Z')
    expect(partnerRoundButton(1, round(), now)).toBe('join')
    expect(partnerRoundButton(2, round(), now)).toBe('full')
    expect(partnerRoundButton(2, round(), at('2026-03-21T00:00:00Z'))).toBe('ended')
    expect(partnerRoundButton(3, round(), now)).toBe('notStarted')
    expect(partnerRoundButton(4, round(), now)).toBe('none')
  })
  it('selects the first round with can_buy', () => {
    expect(firstSelectedRound([{ can_buy: false }, { can_buy: true }, { can_buy: true }])).toBe(1)
    expect(firstSelectedRound([{ can_buy: false }])).toBe(0)
  })
  it('fills the slider in whole percent, rounded down', () => {
    expect(partnerSliderRate({ max_recruit: 30, recruited: 29 })).toBe(96)
    expect(partnerSliderRate({ max_recruit: 110, recruited: 110 })).toBe(100)
  })
})

describe('time status, masking and vote rates', () => {
  it('is upcoming before begin, ongoing to the end inclusive, then ended', () => {
    const window = { begin_time: '2026-03-10T00:00:00.000Z', end_time: '2026-03-20T00:00:00.000Z' }
    expect(timeStatus(window, at('2026-03-09T23:59:59Z'))).toBe(1)
    expect(timeStatus(window, at('2026-03-20T00:00:00Z'))).toBe(2)
    expect(timeStatus(window, at('2026-03-20T00:00:01Z'))).toBe(3)
  })
  it('masks to 5 + 5 characters', () => {
    expect(maskAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39...92266')
  })
  it('shows agree / (agree + disagree) with two decimals, adding up to 100', () => {
    expect(votePercents(1, 2)).toEqual({ agree: '33.33', disagree: '66.67' })
    expect(votePercents(2, 1)).toEqual({ agree: '66.67', disagree: '33.33' })
    expect(votePercents(0, 0)).toEqual({ agree: '0.00', disagree: '0.00' })
    expect(votePercents(5, 0)).toEqual({ agree: '100.00', disagree: '0.00' })
  })
})
