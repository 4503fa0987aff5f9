import { parseAmount } from '@hapdex/core/amount/parseAmount'

/** Uniswap V2 LP tokens have 18 decimals. */
export const LP_DECIMALS = 18
const ONE_LP = 10n ** BigInt(LP_DECIMALS)
/** Spec 5 and 9: a stake is at least 2 LP. */
export const MIN_STAKE = 2n * ONE_LP

/**
 * Why an LP amount cannot be sent. Codes, not text: the screen translates them (swap10, swap11,
 * h414 and h415 are the spec's keys, the others ours).
 */
export type LpAmountCode = 'swap10' | 'swap11' | 'h414' | 'h415' | 'invalidAmount' | 'notPositive' | 'aboveStake'

export type LpAmountCheck = { ok: true; value: bigint } | { ok: false; code: LpAmountCode }

function read(text: string): LpAmountCheck {
  if (text.trim() === '') return { ok: false, code: 'swap10' }
  try {
    return { ok: true, value: parseAmount(text, LP_DECIMALS) }
  } catch {
    return { ok: false, code: 'invalidAmount' }
  }
}

/** Stake: whole LP, at least 2 (spec 5, in its order), and no more than the wallet holds. */
export function checkStake(text: string, held: bigint): LpAmountCheck {
  const parsed = read(text)
  if (!parsed.ok) return parsed
  if (parsed.value < MIN_STAKE) return { ok: false, code: 'h414' }
  if (parsed.value % ONE_LP !== 0n) return { ok: false, code: 'h415' }
  if (parsed.value > held) return { ok: false, code: 'swap11' }
  return parsed
}

/** Unstake: spec 5 puts no whole-number rule on withdrawals; anything above 0 up to the stake (more is aboveStake, the wallet's balance has nothing to do with it). */
export function checkUnstake(text: string, staked: bigint): LpAmountCheck {
  const parsed = read(text)
  if (!parsed.ok) return parsed
  if (parsed.value <= 0n) return { ok: false, code: 'notPositive' }
  if (parsed.value > staked) return { ok: false, code: 'aboveStake' }
  return parsed
}

/** The whole LP of a balance (what the stake popup's max fills in: fractions cannot be staked). */
export function wholeLp(value: bigint): bigint {
  return value - (value % ONE_LP)
}
