import { describe, expect, it } from 'vitest'
import { stakingGasLimit } from './gasMargin.ts'

describe('stakingGasLimit', () => {
  it('adds a fifth and room for two freshly written slots to the estimate', () => {
    expect(stakingGasLimit(100_000n)).toBe(160_000n)
    // A withdraw estimated with a zero reward (≈ 80k) still fits once the reward slot is filled (+ 20k).
    expect(stakingGasLimit(80_000n)).toBeGreaterThan(80_000n + 2n * 20_000n)
  })
})
