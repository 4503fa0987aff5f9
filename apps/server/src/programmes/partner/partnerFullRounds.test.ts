import { describe, expect, it } from 'vitest'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { isKnownFull, noteFull, refuseIfSeenFull } from './partnerFullRounds.ts'

const end = new Date('2026-03-11T00:00:00Z')
const before = new Date('2026-03-10T12:00:00Z')
const after = new Date('2026-03-11T00:00:01Z')

describe('rounds seen full', () => {
  it('refuses a round seen full until its end, then leaves the answer to the usual checks', () => {
    const ctx = {} as ProgrammeContext
    expect(() => refuseIfSeenFull(ctx, 1, before)).not.toThrow()
    noteFull(ctx, { id: 1, end_at: end })
    expect(() => refuseIfSeenFull(ctx, 1, before)).toThrow('partner.round_full')
    expect(() => refuseIfSeenFull(ctx, 1, end)).toThrow('partner.round_full')
    expect(() => refuseIfSeenFull(ctx, 1, after)).not.toThrow()
    expect(() => refuseIfSeenFull(ctx, 2, before)).not.toThrow()
    expect([isKnownFull(ctx, 1, before), isKnownFull(ctx, 1, after), isKnownFull(ctx, 2, before)]).toEqual([true, false, false])
  })

  it('keeps what each programme context saw apart (a test database and another reuse round ids)', () => {
    const seen = {} as ProgrammeContext
    noteFull(seen, { id: 1, end_at: end })
    expect(() => refuseIfSeenFull({} as ProgrammeContext, 1, before)).not.toThrow()
  })
})
