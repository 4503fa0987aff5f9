import { describe, expect, it } from 'vitest'
import { cardStatus, roundsOfTab } from './hubTabs.ts'

const round = (id: number, begin: string, end: string, recruited = 0) => ({ id, begin_time: begin, end_time: end, recruited, max_recruit: 30 })
const rounds = [round(1, '2026-03-01T00:00:00Z', '2026-03-09T00:00:00Z'), round(2, '2026-03-09T00:00:00Z', '2026-03-20T00:00:00Z'), round(3, '2026-03-20T00:00:00Z', '2026-03-30T00:00:00Z')]

describe('earn hub tabs', () => {
  it('sort the rounds by the clock, and move as it moves', () => {
    const now = Date.parse('2026-03-10T00:00:00Z')
    expect(roundsOfTab(rounds, 'all', now).map((r) => r.id)).toEqual([1, 2, 3])
    expect(roundsOfTab(rounds, 'ongoing', now).map((r) => r.id)).toEqual([2])
    expect(roundsOfTab(rounds, 'upcoming', now).map((r) => r.id)).toEqual([3])
    expect(roundsOfTab(rounds, 'ended', now).map((r) => r.id)).toEqual([1])
    const later = Date.parse('2026-03-21T00:00:00Z')
    expect(roundsOfTab(rounds, 'ongoing', later).map((r) => r.id)).toEqual([3])
    expect(roundsOfTab(rounds, 'ended', later).map((r) => r.id)).toEqual([1, 2])
  })
  it('calls a full ongoing round full', () => {
    expect(cardStatus(round(4, '2026-03-09T00:00:00Z', '2026-03-20T00:00:00Z', 30), Date.parse('2026-03-10T00:00:00Z'))).toBe('full')
  })
})
