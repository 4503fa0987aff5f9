/**
 * Reproducible random test cases (mulberry32): the same seed gives the same cases on every run
 * and database, so a failure names its inputs. Money tests draw amounts here that do not divide
 * evenly, so that a rounding turned the wrong way changes a base unit somewhere.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [min, max]. */
  int(min: number, max: number): number
  /** A bigint in [min, max]. */
  bigint(min: bigint, max: bigint): bigint
  /** One of the values. */
  pick<T>(values: readonly T[]): T
  /**
   * A decimal rate string in (0, 1) with `digits` fraction digits, its last digit never 0
   * ('0.0137' for 4): a rate that rarely divides an amount into whole base units.
   */
  rate(digits: number): string
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const bigint = (min: bigint, max: bigint) => {
    const span = max - min + 1n
    let drawn = 0n
    // 32 bits more than the span needs, so the modulo's bias is negligible.
    for (let bits = 0; bits < span.toString(2).length + 32; bits += 32) drawn = (drawn << 32n) | BigInt(Math.floor(next() * 4_294_967_296))
    return min + (drawn % span)
  }
  return {
    next,
    int,
    bigint,
    pick: <T>(values: readonly T[]) => values[int(0, values.length - 1)]!,
    rate: (digits) => `0.${Array.from({ length: digits }, (_, index) => String(index === digits - 1 ? int(1, 9) : int(0, 9))).join('')}`,
  }
}

/** ⌈numerator / denominator⌉ for non-negative bigints: the references' "rounds up". */
export function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator
}
