import { rateUnits, RATE_SCALE } from '../amount/mulRate.ts'

export interface MinerSchedule {
  /** Production of one unit (T) per session at the start, base units. */
  perUnit: bigint
  /** Multiplier applied per completed step, as a decimal rate ('0.8'). */
  decayRate: string
  /** Tokens mined per step, base units. */
  decayStep: bigint
  /** Nothing is mined beyond this, base units. */
  cap: bigint
}

/**
 * A session's production, fixed when it starts: units × perUnit × decay^floor(mined / step),
 * rounded down, and never past the cap (the last session gets what is left, then none).
 */
export function sessionProduction(schedule: MinerSchedule, mined: bigint, units: number): bigint {
  if (mined >= schedule.cap) return 0n
  const steps = mined / schedule.decayStep
  const decay = rateUnits(schedule.decayRate)
  let rate = schedule.perUnit * BigInt(units)
  // Exact: each step multiplies by decay / 10^18 and rounds down; rates reach 0 long before a step count could be large.
  for (let step = 0n; step < steps && rate > 0n; step++) rate = (rate * decay) / RATE_SCALE
  const left = schedule.cap - mined
  return rate < left ? rate : left
}

/** Airdrop 918: one unit on binding a leader, one more per `validStep` valid invitees, at most `max`. */
export function airdropEntitlement({ bound, validInvitees, unit, validStep, max }: { bound: boolean; validInvitees: number; unit: bigint; validStep: number; max: bigint }): bigint {
  if (!bound) return 0n
  // Rounds down: a unit per whole step of valid invitees.
  const units = 1n + BigInt(Math.floor(validInvitees / validStep))
  const total = units * unit
  return total < max ? total : max
}
