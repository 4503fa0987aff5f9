import { describe, expect, it } from 'vitest'
import { growthPercent, initialWindowStart, visibleBars, windowAfterSwipe } from './chartWindow.ts'

const points = Array.from({ length: 30 }, (_, day) => ({ grant_date: `2025-01-${String(day + 1).padStart(2, '0')}`, eq_usd: String(100 + day) }))

describe('chart window', () => {
  it('opens on the newest 7 days', () => {
    expect(initialWindowStart(30)).toBe(23)
    expect(initialWindowStart(5)).toBe(0)
    expect(visibleBars(points, 23).map((bar) => bar.date)).toEqual(points.slice(23).map((point) => point.grant_date))
  })

  it('moves one day only for swipes over 50 px, within the data', () => {
    expect(windowAfterSwipe(23, 50, 30)).toBe(23)
    expect(windowAfterSwipe(23, 51, 30)).toBe(22)
    expect(windowAfterSwipe(22, -120, 30)).toBe(23)
    expect(windowAfterSwipe(23, -120, 30)).toBe(23)
    expect(windowAfterSwipe(0, 200, 30)).toBe(0)
  })

  it('computes growth exactly with 2 decimals and a sign', () => {
    expect(growthPercent('3', '4')).toBe('+33.33%')
    expect(growthPercent('3', '2')).toBe('-33.33%')
    expect(growthPercent('0.1', '0.1')).toBe('+0.00%')
    expect(growthPercent('0.000000000000000003', '0.000000000000000005')).toBe('+66.67%')
    expect(growthPercent('0', '1')).toBeNull()
  })

  it('gives the first day of the data no growth and scales bars to the window top', () => {
    const bars = visibleBars(points, 0)
    expect(bars[0]?.growth).toBeNull()
    expect(bars[1]?.growth).toBe('+1.00%')
    expect(bars.at(-1)?.heightPercent).toBe(100)
    expect(bars[0]?.heightPercent).toBe(25)
    expect(visibleBars([{ grant_date: '2025-01-01', eq_usd: '2' }, { grant_date: '2025-01-02', eq_usd: '2' }], 0)[1]?.heightPercent).toBe(100)
    expect(visibleBars(points, 1)[0]?.growth).toBe('+1.00%')
  })
})
