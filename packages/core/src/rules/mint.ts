import type { Fraction } from '../amount/fraction.ts'
import { mulRate, RATE_SCALE, rateUnits } from '../amount/mulRate.ts'
import { tokenAmountForUsd } from './priceGuard.ts'

/**
 * Spec 2, "New mint amount": a whole number, never below min_amount, rounded down to a multiple
 * of the step (100). Used by the stepper after typing (500 ms debounce) and after plus / minus.
 */
export function normalizeMintAmount(typed: string, minAmount: bigint, step: bigint): bigint {
  const digits = /^\s*(\d{1,16})/.exec(typed)?.[1]
  const whole = digits === undefined ? 0n : BigInt(digits)
  // Rounds down to the step: the stepper never offers more than was typed.
  const stepped = (whole / step) * step
  return stepped < minAmount ? minAmount : stepped
}

export type MintAmountProblem = 'not_whole' | 'below_minimum' | 'not_step'

/** The server's check of a requested amount (whole USD); undefined when it is fine. */
export function mintAmountProblem(amount: string, minAmount: bigint, step: bigint): MintAmountProblem | undefined {
  if (!/^\d{1,16}$/.test(amount)) return 'not_whole'
  const value = BigInt(amount)
  if (value < minAmount) return 'below_minimum'
  if (value % step !== 0n) return 'not_step'
  return undefined
}

export interface MintPayment {
  /** Base units of the first pay token (HAP). */
  hap: bigint
  /** Base units of the second pay token (BtPi). */
  btpi: bigint
}

export interface MintPaymentParameters {
  /** Whole USD. */
  amount: bigint
  uRate: string
  hapPrice: Fraction
  btpiPrice: Fraction
  hapDecimals: number
  btpiDecimals: number
  usdDecimals: number
}

/**
 * HAP = amount × u_rate / HAP price, BtPi = (amount − amount × u_rate) / BtPi price. The USD split
 * is exact in USD base units (the HAP share rounds up); each token amount rounds up (paid).
 */
export function mintPayment({ amount, uRate, hapPrice, btpiPrice, hapDecimals, btpiDecimals, usdDecimals }: MintPaymentParameters): MintPayment {
  const usd = amount * 10n ** BigInt(usdDecimals)
  // Rounds up: the HAP share is never short of u_rate; BtPi pays the exact rest. Both token amounts round up (tokenAmountForUsd).
  const hapUsd = mulRate(usd, uRate, 'up')
  const btpiUsd = usd > hapUsd ? usd - hapUsd : 0n
  return {
    hap: hapUsd === 0n ? 0n : tokenAmountForUsd(hapUsd, hapPrice, hapDecimals, usdDecimals),
    btpi: btpiUsd === 0n ? 0n : tokenAmountForUsd(btpiUsd, btpiPrice, btpiDecimals, usdDecimals),
  }
}

export interface MintRecordValues {
  /** USD base units. */
  cp: bigint
  outAmount: bigint
}

/**
 * cp = amount × (1 + day_addition_rate + (node level 2 ? sn_addition_rate : 0)); out_amount =
 * amount × out_multiple (the USD cap). Both in USD base units, rounded down.
 */
export function mintRecordValues(amountUsd: bigint, config: { day_addition_rate: string; sn_addition_rate: string; out_multiple: string }, nodeLevel: number): MintRecordValues {
  const addition = rateUnits(config.day_addition_rate) + (nodeLevel >= 2 ? rateUnits(config.sn_addition_rate) : 0n)
  return {
    // Both round down: neither CP nor the cap is ever more than its rate of the amount.
    cp: (amountUsd * (RATE_SCALE + addition)) / RATE_SCALE,
    outAmount: mulRate(amountUsd, config.out_multiple, 'down'),
  }
}

/** Spec 2: progress = 100 × (1 − remain_amount / out_amount), whole percent rounded down. */
export function mintProgressPercent(remain: bigint, out: bigint): number {
  if (out <= 0n) return 100
  const left = remain > out ? out : remain < 0n ? 0n : remain
  // Rounds down: progress never shows more paid out than was.
  return Number(((out - left) * 100n) / out)
}
