import { RATE_SCALE, rateUnits } from '../amount/mulRate.ts'
import type { Fraction } from '../amount/fraction.ts'

/**
 * Whether an amount the client computed from a price (and the user signed) is still within
 * `tolerance` of what the server computes now: |signed − current| ≤ current × tolerance.
 */
export function withinPriceTolerance(signed: bigint, current: bigint, tolerance: string): boolean {
  const difference = signed > current ? signed - current : current - signed
  return difference * RATE_SCALE <= current * rateUnits(tolerance)
}

/**
 * Base units of a token worth `usd` base units of the USD token, at `price` USD per whole token;
 * rounded up, as it is what a user pays.
 */
export function tokenAmountForUsd(usd: bigint, price: Fraction, tokenDecimals: number, usdDecimals: number): bigint {
  if (price.numerator <= 0n) throw new RangeError('no price')
  const numerator = usd * 10n ** BigInt(tokenDecimals) * price.denominator
  const denominator = price.numerator * 10n ** BigInt(usdDecimals)
  // Rounds up: the user pays at least the USD value.
  return (numerator + denominator - 1n) / denominator
}
