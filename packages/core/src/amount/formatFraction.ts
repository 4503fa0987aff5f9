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

// Balances are formatted on every wallet read (bench/api): a table spares a bigint power per call.
const powersOfTen: bigint[] = [1n]
for (let exponent = 1; exponent <= 96; exponent++) powersOfTen.push(powersOfTen[exponent - 1]! * 10n)

/** 10^exponent, from a table for the exponents token decimals and display digits use. */
export function powerOfTen(exponent: number): bigint {
  return powersOfTen[exponent] ?? 10n ** BigInt(exponent)
}

/** The single place where an exact ratio becomes a decimal string; amounts and percents use it. */
export function formatFraction(numerator: bigint, denominator: bigint, options: FormatFractionOptions): string {
  const { maxFractionDigits, rounding = 'down', grouping = false } = options
  if (denominator <= 0n) throw new InvalidFractionError({ denominator })
  // Most balances of a wallet list are empty.
  if (numerator === 0n) return '0'
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const scale = powerOfTen(maxFractionDigits)
  // An amount shown with all its decimals is exact: no scaling, division or rounding to do.
  const shown = denominator === scale ? magnitude : roundedQuotient(magnitude * scale, denominator, rounding)
  const [whole, fraction] = splitDigits(shown.toString(), maxFractionDigits)
  const sign = negative && shown !== 0n ? '-' : ''
  return `${sign}${grouping ? groupThousands(whole) : whole}${fraction ? `.${fraction}` : ''}`
}

function roundedQuotient(scaled: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = scaled / denominator
  // Down, toward zero: a shown balance or output is never more than what is there.
  if (rounding === 'down') return quotient
  const remainder = scaled % denominator
  if (remainder === 0n) return quotient
  // Up, away from zero: for what must not be understated.
  if (rounding === 'up') return quotient + 1n
  // Half up: percents, as v2-sdk's Percent.toFixed.
  return remainder * 2n >= denominator ? quotient + 1n : quotient
}

/** Digits of shown / 10^fractionDigits as its whole part and its fraction without trailing zeros. */
function splitDigits(digits: string, fractionDigits: number): [string, string] {
  if (fractionDigits === 0) return [digits, '']
  const padded = digits.length > fractionDigits ? digits : digits.padStart(fractionDigits + 1, '0')
  const point = padded.length - fractionDigits
  let end = padded.length
  while (end > point && padded.charCodeAt(end - 1) === 48) end--
  return [padded.slice(0, point), padded.slice(point, end)]
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}
