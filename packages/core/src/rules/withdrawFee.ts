import { parseAmount } from '../amount/parseAmount.ts'

/** Fee rates are decimal strings ('0.005' is 0.5 %); 18 decimals is finer than any token unit. */
const RATE_DECIMALS = 18
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS)

export type WithdrawFeeParameters = {
  /** Base units. */
  amount: bigint
  /** A decimal fraction of the amount, e.g. '0.005'. */
  feeRate: string
  minFee: bigint
  maxFee: bigint
}

/**
 * Spec section 5: fee = amount × fee_rate, clamped to [min_fee, max_fee]. The product rounds up,
 * so a fee is never a fraction of a base unit short of the rate (the house does not undercharge).
 */
export function withdrawFee({ amount, feeRate, minFee, maxFee }: WithdrawFeeParameters): bigint {
  const rate = parseAmount(feeRate, RATE_DECIMALS)
  const proportional = (amount * rate + RATE_SCALE - 1n) / RATE_SCALE
  if (proportional < minFee) return minFee
  if (proportional > maxFee) return maxFee
  return proportional
}
