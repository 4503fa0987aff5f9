import { InvalidFractionError } from './errors.ts'

/** How the last shown digit is chosen; it applies to the magnitude, so 'down' is toward zero. */
export type Rounding = 'down' | 'up' | 'halfUp'

export type FormatFractionOptions = {
  /** Digits after the point at most; trailing zeros are trimmed. */
  maxFractionDigits: number
  rounding?: Rounding | undefined
  /** Group the whole part in threes with commas (what `parseAmount` strips again). */
  grouping?: boolean | undefined
}

/** The single place where an exact ratio becomes a decimal string; amounts and percents use it. */
export function formatFraction(numerator: bigint, denominator: bigint, options: FormatFractionOptions): string {
  const { maxFractionDigits, rounding = 'down', grouping = false } = options
  if (denominator <= 0n) throw new InvalidFractionError({ denominator })
  const negative = numerator < 0n
  const scale = 10n ** BigInt(maxFractionDigits)
  const scaled = (negative ? -numerator : numerator) * scale
  const quotient = scaled / denominator
  const shown = quotient + roundingIncrement(scaled % denominator, denominator, rounding)
  const whole = (shown / scale).toString()
  const fractionDigits = maxFractionDigits === 0 ? '' : (shown % scale).toString().padStart(maxFractionDigits, '0').replace(/0+$/, '')
  const sign = negative && shown !== 0n ? '-' : ''
  return `${sign}${grouping ? groupThousands(whole) : whole}${fractionDigits ? `.${fractionDigits}` : ''}`
}

function roundingIncrement(remainder: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (remainder === 0n || rounding === 'down') return 0n
  if (rounding === 'up') return 1n
  return remainder * 2n >= denominator ? 1n : 0n
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}
