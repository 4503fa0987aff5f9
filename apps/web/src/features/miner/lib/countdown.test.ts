import { describe, expect, it } from 'vitest'
import { formatCountdown, tickCountdown, type CountdownState } from './countdown.ts'

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(86_400)).toBe('24:00:00')
    expect(formatCountdown(3_661)).toBe('01:01:01')
    expect(formatCountdown(59)).toBe('00:00:59')
    expect(formatCountdown(0)).toBe('00:00:00')
  })

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00:00')
    expect(formatCountdown(9.7)).toBe('00:00:09')
  })
})

describe('tickCountdown', () => {
  const run = (start: CountdownState, seconds: number) => {
    const events: Array<{ second: number; summary: boolean; info: boolean }> = []
    let state = start
    for (let second = 1; second <= seconds; second++) {
      const tick = tickCountdown(state)
      state = tick.state
      if (tick.refreshSummary || tick.reloadInfo) events.push({ second, summary: tick.refreshSummary, info: tick.reloadInfo })
    }
    return { state, events }
  }

  it('counts down one second per tick and refreshes the summary every 10 ticks', () => {
    const { state, events } = run({ remaining: 100, ticks: 0 }, 25)
    expect(state).toEqual({ remaining: 75, ticks: 25 })
    expect(events).toEqual([
      { second: 10, summary: true, info: false },
      { second: 20, summary: true, info: false },
    ])
  })

  it('reloads the info once, on the tick that reaches zero, and stays at zero', () => {
    const { state, events } = run({ remaining: 3, ticks: 0 }, 12)
    expect(state.remaining).toBe(0)
    expect(events).toEqual([
      { second: 3, summary: false, info: true },
      { second: 10, summary: true, info: false },
    ])
  })
})
