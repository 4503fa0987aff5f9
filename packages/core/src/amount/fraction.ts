import { InvalidFractionError } from './errors.ts'

/**
 * An exact ratio of two integers, kept unreduced until display (v2-sdk's Fraction, native
 * bigint). The denominator is always positive, so comparisons can cross-multiply.
 */
export type Fraction = {
  readonly numerator: bigint
  readonly denominator: bigint
}

export function fraction(numerator: bigint, denominator: bigint = 1n): Fraction {
  if (denominator <= 0n) throw new InvalidFractionError({ denominator })
  return { numerator, denominator }
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareFractions(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.numerator * b.denominator
  const right = b.numerator * a.denominator
  return left < right ? -1 : left > right ? 1 : 0
}
