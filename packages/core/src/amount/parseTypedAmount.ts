import { AmountParseError } from './errors.ts'
import { parseAmount } from './parseAmount.ts'

export type ParseTypedAmountOptions = {
  /**
   * The decimal separator of the keyboard's locale. A keypad in a ',' locale types '1,5' for one
   * and a half; elsewhere a comma only groups thousands. '.' is always a decimal point too, as
   * every amount on screen shows one.
   */
  decimalSeparator?: '.' | ','
}

/** Characters that group thousands besides the comma and the point: blanks of fr-FR, de-CH's apostrophe. */
const BLANK_GROUPS = /[ \u00a0\u202f']/

/**
 * What a person typed, in base units: `parseTypedAmount('1,234.5', 6)` is 1234500000n. Unlike
 * `parseAmount` it never drops a comma blindly: a grouping separator must sit between groups of
 * three digits, so '1,5' is one and a half where the keypad writes decimal commas and an error
 * elsewhere, never 15. Full-width digits are read as digits. More decimals than the token has fail.
 */
export function parseTypedAmount(text: string, decimals: number, { decimalSeparator = '.' }: ParseTypedAmountOptions = {}): bigint {
  const typed = text.normalize('NFKC').trim()
  const fail = () => new AmountParseError({ text })
  const lastPoint = typed.lastIndexOf('.')
  const lastComma = typed.lastIndexOf(',')
  // Both present: the later one is the decimal mark. A comma alone is one only on a decimal-comma keypad.
  const decimalMark = lastPoint >= 0 && lastComma >= 0 ? (lastPoint > lastComma ? '.' : ',') : lastComma >= 0 && decimalSeparator === ',' ? ',' : '.'
  const at = typed.lastIndexOf(decimalMark)
  const whole = at >= 0 ? typed.slice(0, at) : typed
  const fraction = at >= 0 ? typed.slice(at + 1) : ''
  if (!/^\d*$/.test(fraction)) throw fail()
  const digits = ungroup(whole, decimalMark)
  if (digits === undefined || (digits === '' && fraction === '')) throw fail()
  try {
    return parseAmount(`${digits || '0'}.${fraction || '0'}`, decimals)
  } catch {
    throw fail()
  }
}

/** The whole part's digits: plain, or grouped by threes with one kind of separator; undefined otherwise. */
function ungroup(whole: string, decimalMark: string): string | undefined {
  if (/^\d*$/.test(whole)) return whole
  const separator = [',', '.', ...whole.split('').filter((char) => BLANK_GROUPS.test(char))].find((char) => char !== decimalMark && whole.includes(char))
  if (separator === undefined) return undefined
  const groups = whole.split(separator)
  const [first, ...rest] = groups
  if (first === undefined || !/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return undefined
  return groups.join('')
}
