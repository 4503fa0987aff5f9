import { describe, expect, it } from 'vitest'
import { mulRate, rateUnits } from './mulRate.ts'

describe('mulRate', () => {
  it('rounds as told', () => {
    expect(mulRate(10n, '0.05', 'down')).toBe(0n)
    expect(mulRate(10n, '0.05', 'up')).toBe(1n)
    expect(mulRate(100n, '0.05', 'up')).toBe(5n)
    expect(mulRate(10n ** 20n, '1.5', 'down')).toBe(15n * 10n ** 19n)
  })
  it('reads rates exactly', () => {
    expect(rateUnits('0.000000000000000001')).toBe(1n)
    expect(() => rateUnits('0.0000000000000000001')).toThrow()
    expect(() => rateUnits('-1')).toThrow()
  })
})
