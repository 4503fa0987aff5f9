import { parseAmount } from './parseAmount.ts'

/** Rates are exact decimal strings ('0.005' is 0.5 %); 18 decimals is finer than any token unit. */
export const RATE_DECIMALS = 18
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS)

/** A rate as a count of 10^-18: `rateUnits('0.05')` is 5 × 10^16. */
export function rateUnits(rate: string): bigint {
  return parseAmount(rate, RATE_DECIMALS)
}

/**
 * amount × rate in the amount's base units. The caller names the rounding: what a user pays
 * rounds up, what a user receives rounds down, so the house never pays out a fraction it lacks.
 */
export function mulRate(amount: bigint, rate: string, rounding: 'down' | 'up'): bigint {
  const product = amount * rateUnits(rate)
  // 'down' floors; 'up' adds RATE_SCALE − 1 first: the least whole unit not below the product.
  return rounding === 'down' ? product / RATE_SCALE : (product + RATE_SCALE - 1n) / RATE_SCALE
}
