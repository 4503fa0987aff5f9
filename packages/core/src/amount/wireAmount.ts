import { AmountParseError } from './errors.ts'
import { parseAmount } from './parseAmount.ts'

/** Whole-token digits an amount on the wire may have: below 10^30 tokens, far inside numeric(78,0) even summed. */
export const WIRE_AMOUNT_WHOLE_DIGITS = 30
/** Fraction digits an amount on the wire may have (more than any token's decimals; the token decides). */
export const WIRE_AMOUNT_FRACTION_DIGITS = 36

/**
 * The one spelling of an amount on the wire, as `formatAmount` writes it: digits, no leading
 * zero, an optional point followed by digits that do not end in 0. No commas, blanks, signs or
 * exponents, so the text a wallet signs is the amount charged ('1,5' is refused, never read as 15).
 */
export const wireAmountPattern = new RegExp(`^(0|[1-9]\\d{0,${WIRE_AMOUNT_WHOLE_DIGITS - 1}})(\\.\\d{0,${WIRE_AMOUNT_FRACTION_DIGITS - 1}}[1-9])?$`)

export function isWireAmount(text: string): boolean {
  return wireAmountPattern.test(text)
}

/** A wire amount in base units; anything but the canonical spelling, or more decimals than the token has, fails. */
export function parseWireAmount(text: string, decimals: number): bigint {
  if (!isWireAmount(text)) throw new AmountParseError({ text })
  return parseAmount(text, decimals)
}
