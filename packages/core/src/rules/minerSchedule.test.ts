import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { airdropEntitlement, sessionProduction, type MinerSchedule } from './minerSchedule.ts'

const e18 = 10n ** 18n
const schedule: MinerSchedule = { perUnit: 30n * e18, decayRate: '0.8', decayStep: 10_000_000n * e18, cap: 1_600_000_000n * e18 }

describe('miner schedule', () => {
  it('starts at 30 per T and steps down 20 % exactly at each 10 million mined', () => {
    expect(sessionProduction(schedule, 0n, 1)).toBe(30n * e18)
    expect(sessionProduction(schedule, 10_000_000n * e18 - 1n, 1)).toBe(30n * e18)
    expect(sessionProduction(schedule, 10_000_000n * e18, 1)).toBe(24n * e18)
    expect(sessionProduction(schedule, 20_000_000n * e18, 1)).toBe(192n * e18 / 10n)
    expect(sessionProduction(schedule, 0n, 3)).toBe(90n * e18)
  })

  it('steps exactly at every boundary: just below keeps the rate, the boundary takes 80 % of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150 }), (step) => {
        const boundary = BigInt(step) * schedule.decayStep
        const before = sessionProduction(schedule, boundary - 1n, 1)
        const at = sessionProduction(schedule, boundary, 1)
        expect(at).toBe((before * 8n * 10n ** 17n) / e18)
      }),
    )
  })

  it('never lets the total mined pass the cap, whatever the sessions', () => {
    const small: MinerSchedule = { perUnit: 30n * e18, decayRate: '0.8', decayStep: 1_000n * e18, cap: 5_000n * e18 }
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 400 }), (units) => {
        let mined = 0n
        for (const count of units) mined += sessionProduction(small, mined, count)
        expect(mined <= small.cap).toBe(true)
        expect(sessionProduction(small, small.cap, 5)).toBe(0n)
      }),
    )
  })

  it('pays the 918 airdrop: one unit on binding, one per 10 valid invitees, at most 918', () => {
    const unit = 918n * e18 / 100n
    const at = (bound: boolean, validInvitees: number) => airdropEntitlement({ bound, validInvitees, unit, validStep: 10, max: 918n * e18 })
    expect(at(false, 50)).toBe(0n)
    expect(at(true, 0)).toBe(unit)
    expect(at(true, 9)).toBe(unit)
    expect(at(true, 10)).toBe(2n * unit)
    expect(at(true, 1_000_000)).toBe(918n * e18)
  })
})
