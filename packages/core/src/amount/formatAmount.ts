import { assertDecimals } from './assertDecimals.ts'
import { formatFraction, powerOfTen, type Rounding } from './formatFraction.ts'

export type FormatAmountOptions = {
  /** Defaults to all of the token's decimals, so nothing is lost. */
  maxFractionDigits?: number | undefined
  /** Defaults to 'down': a shown balance or output never exceeds what is really there. */
  rounding?: Rounding | undefined
  grouping?: boolean | undefined
}

/** Base units to a decimal string: `formatAmount(1234500000n, 6)` is '1234.5'. */
export function formatAmount(value: bigint, decimals: number, options: FormatAmountOptions = {}): string {
  assertDecimals(decimals)
  const { maxFractionDigits = decimals, rounding = 'down', grouping = false } = options
  return formatFraction(value, powerOfTen(decimals), { maxFractionDigits, rounding, grouping })
}
