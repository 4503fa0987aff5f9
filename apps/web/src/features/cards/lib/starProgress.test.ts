import { describe, expect, it } from 'vitest'
import { thresholdPercent } from './starProgress.ts'

describe('thresholdPercent', () => {
  it('rounds down, so a threshold missed by one base unit never shows as reached', () => {
    expect(thresholdPercent('999.999999999999999999', '1000')).toBe(99)
    expect(thresholdPercent('333.333333333333333333', '1000')).toBe(33)
    expect(thresholdPercent('6666.67', '10000')).toBe(66)
  })

  it('is 100 at and past the threshold, 0 at nothing, 100 for a zero threshold', () => {
    expect(thresholdPercent('1000', '1000')).toBe(100)
    expect(thresholdPercent('2500000.5', '1000000')).toBe(100)
    expect(thresholdPercent('0', '1000')).toBe(0)
    expect(thresholdPercent('0', '0')).toBe(100)
  })
})
