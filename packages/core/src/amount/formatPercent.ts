import type { Fraction } from './fraction.ts'
import { formatFraction, type Rounding } from './formatFraction.ts'

export type FormatPercentOptions = {
  maxFractionDigits?: number | undefined
  /** Defaults to 'halfUp', as v2-sdk's `Percent.toFixed`. */
  rounding?: Rounding | undefined
}

/** A ratio shown as a percent with its sign, grouped as amounts are: 1/8 is '12.5%', 8780.5 is '878,050%'. */
export function formatPercent(ratio: Fraction, options: FormatPercentOptions = {}): string {
  const { maxFractionDigits = 2, rounding = 'halfUp' } = options
  return `${formatFraction(ratio.numerator * 100n, ratio.denominator, { maxFractionDigits, rounding, grouping: true })}%`
}
