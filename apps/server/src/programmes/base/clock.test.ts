import { describe, expect, it } from 'vitest'
import { dayBounds, dayIn, manualClock, offsetClock } from './clock.ts'

describe('programme clock', () => {
  it('moves forward only', () => {
    const clock = manualClock(new Date('2026-01-01T00:00:00Z'))
    clock.advance(86_400)
    expect(clock.now().toISOString()).toBe('2026-01-02T00:00:00.000Z')
    expect(() => clock.advance(-1)).toThrow()
    const offset = offsetClock(0, () => 0)
    offset.advance(60)
    expect(offset.now().getTime()).toBe(60_000)
    expect(offset.offsetSeconds()).toBe(60)
  })

  it('reads settlement days in the configured zone', () => {
    const moment = new Date('2026-03-01T17:30:00Z')
    expect(dayIn(moment, 'UTC')).toBe('2026-03-01')
    expect(dayIn(moment, 'Asia/Shanghai')).toBe('2026-03-02')
    expect(dayIn(moment, 'America/New_York')).toBe('2026-03-01')
  })

  it('bounds a day in its zone, across a DST change', () => {
    expect(dayBounds('2026-03-02', 'Asia/Shanghai')).toEqual({ start: new Date('2026-03-01T16:00:00Z'), end: new Date('2026-03-02T16:00:00Z') })
    // New York springs forward on 2026-03-08: that day has 23 hours.
    const { start, end } = dayBounds('2026-03-08', 'America/New_York')
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })
})
