import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseTypedAmount } from '@hapdex/core/amount/parseTypedAmount'

/**
 * The decimal mark the device's keypad types: a phone set to German shows ',' on the decimal
 * keypad whatever language the app speaks. Read once from the browser's own number format.
 */
export function keypadDecimalSeparator(locales: readonly string[] | undefined = typeof navigator === 'undefined' ? undefined : navigator.languages): '.' | ',' {
  try {
    const mark = new Intl.NumberFormat(locales?.length ? [...locales] : undefined).formatToParts(1.5).find((part) => part.type === 'decimal')?.value
    return mark === ',' ? ',' : '.'
  } catch {
    return '.'
  }
}

/**
 * Typed text in base units, read as the keypad means it ('1,5' is one and a half on a
 * decimal-comma keypad and an error elsewhere, never 15); throws AmountParseError otherwise.
 */
export function readTypedAmount(text: string, decimals: number, decimalSeparator: '.' | ',' = keypadDecimalSeparator()): bigint {
  return parseTypedAmount(text, decimals, { decimalSeparator })
}

/**
 * The amount as the API takes it and the wallet signs it ('1234.5': no grouping, no trailing
 * zeros): formatted from the parsed value, never the typed text, so what is signed is what is charged.
 */
export function wireAmount(value: bigint, decimals: number): string {
  return formatAmount(value, decimals)
}

/**
 * Whether typed text ('1.1234567', commas as grouping) has more fraction digits than the token
 * (trailing zeros do not count, as the parser accepts them): the input then says why no quote
 * shows instead of a bare "Enter an amount".
 */
export function hasTooManyDecimals(text: string, decimals: number): boolean {
  const fractionDigits = text.replaceAll(',', '').split('.')[1] ?? ''
  return fractionDigits.replace(/0+$/, '').length > decimals
}
