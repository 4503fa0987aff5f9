import { assertDecimals } from './assertDecimals.ts'
import { AmountParseError } from './errors.ts'

export type ParseAmountErrorType = AmountParseError

const decimalPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Turns typed text into base units: `parseAmount('1,234.5', 6)` is `1234500000n`.
 *
 * Commas are dropped and surrounding blanks trimmed; '.5' and '5.' are accepted. Signs,
 * exponents and anything else fail. Unlike viem's `parseUnits` it never rounds: more
 * significant fraction digits than `decimals` fail with the spec's message (trailing zeros are
 * not significant, so '1.50' with 1 decimal is fine, as in ethers' parseUnits).
 */
export function parseAmount(text: string, decimals: number): bigint {
  assertDecimals(decimals)
  const match = decimalPattern.exec(text.replaceAll(',', '').trim())
  const whole = match?.[1] ?? ''
  const fractionDigits = match?.[2] ?? ''
  if (!match || (whole === '' && fractionDigits === '')) throw new AmountParseError({ text })
  const significant = fractionDigits.replace(/0+$/, '')
  if (significant.length > decimals) throw new AmountParseError({ text })
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(significant.padEnd(decimals, '0') || '0')
}
