import { describe, expect, it } from 'vitest'
import { defaultRetryPolicy } from './outboxHandler.ts'
import { retryDelaySeconds } from './retryDelay.ts'

describe('retryDelaySeconds', () => {
  it('doubles from the first delay and stops at the maximum', () => {
    const delays = Array.from({ length: 12 }, (_, index) => retryDelaySeconds(index + 1, defaultRetryPolicy))
    expect(delays).toEqual([10, 20, 40, 80, 160, 320, 640, 1_280, 2_560, 3_600, 3_600, 3_600])
    expect(retryDelaySeconds(1_000, { firstDelaySeconds: 7, maxDelaySeconds: 100 })).toBe(100)
  })

  it('refuses an attempt number that is not a whole number from 1', () => {
    for (const attempt of [0, -1, 1.5]) expect(() => retryDelaySeconds(attempt, defaultRetryPolicy)).toThrow(RangeError)
  })
})
