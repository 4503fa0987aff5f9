import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { formatPercent } from '@hapdex/core/amount/formatPercent'
import { fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'

/** Shared display of wire amounts (home, flash exchange, invitation). Wire amounts never carry more digits than this; parsing at this scale loses nothing. */
const WIRE_DECIMALS = 36

/** Spec 9: wallet amounts show 3 decimals; rounded down so a shown balance is never more than real. */
export const DISPLAY_DIGITS = 3

/** A wire decimal string ('1234.5678') for display: '1,234.567'. Signs are kept. */
export function displayAmount(wire: string, digits = DISPLAY_DIGITS): string {
  const negative = wire.startsWith('-')
  const value = parseAmount(negative ? wire.slice(1) : wire, WIRE_DECIMALS)
  const text = formatAmount(value, WIRE_DECIMALS, { maxFractionDigits: digits, grouping: true })
  return negative ? `-${text}` : text
}

/** A balance change with its sign always shown ('+2', '−1.5'); the minus is the typographic one. */
export function displayChange(wire: string): string {
  if (wire.startsWith('-')) return `−${displayAmount(wire.slice(1))}`
  return /^[0.]+$/.test(wire) ? displayAmount(wire) : `+${displayAmount(wire)}`
}

/** Base units for display. */
export function displayUnits(value: bigint, decimals: number, digits = DISPLAY_DIGITS): string {
  return formatAmount(value, decimals, { maxFractionDigits: digits, grouping: true })
}

/** A fee rate ('0.005') as a percent ('0.5%'). */
export function displayRate(rate: string): string {
  return formatPercent(fraction(parseAmount(rate, 18), 10n ** 18n), { maxFractionDigits: 4 })
}

/**
 * An ISO time's calendar day where the reader is, as YYYY-MM-DD: the same in all five languages,
 * and without Intl, whose first date format costs a slow phone's main thread some 200 ms (the
 * home screen's announcement shows a date in its first render).
 */
export function displayDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}

/** ISO time in the reader's locale, to the minute. */
export function displayTime(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(date)
}

/** A wire amount that is exactly zero ('0', '0.000', ''): a claim of it would move nothing worth signing. */
export function isZeroAmount(wire: string): boolean {
  return /^0*(\.0*)?$/.test(wire.trim())
}
