import { describe, expect, it } from 'vitest'
import { gasLimitWithMargin } from './gasLimit.ts'

describe('gasLimitWithMargin (spec 9: estimate × 1.1)', () => {
  it('adds a tenth, rounded up', () => {
    expect(gasLimitWithMargin(100_000n)).toBe(110_000n)
    expect(gasLimitWithMargin(21_001n)).toBe(23_102n) // 23,101.1 rounded up
    expect(gasLimitWithMargin(0n)).toBe(0n)
  })

  it('takes another percent and extra gas when a caller needs them', () => {
    expect(gasLimitWithMargin(100_000n, { percent: 20n, extraGas: 40_000n })).toBe(160_000n)
  })
})
