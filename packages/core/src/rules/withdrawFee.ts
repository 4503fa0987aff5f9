import { mulRate } from '../amount/mulRate.ts'

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
  // Rounds up: the fee is never a fraction of a unit short of its rate.
  const proportional = mulRate(amount, feeRate, 'up')
  if (proportional < minFee) return minFee
  if (proportional > maxFee) return maxFee
  return proportional
}
