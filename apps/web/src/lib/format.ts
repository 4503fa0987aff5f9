import { useTranslation } from 'react-i18next'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import type { Rounding } from '@hapdex/core/amount/formatFraction'

/**
 * The product's short address: a prefix and the last 6 characters (`0xf39F…b92266`). The prefix
 * keeps `0x` plus 4 characters so two accounts rarely look alike at either end.
 */
export function shortenAddress(address: string, prefixLength = 6, suffixLength = 6): string {
  if (address.length <= prefixLength + suffixLength + 1) return address
  return `${address.slice(0, prefixLength)}…${address.slice(-suffixLength)}`
}

/** Significant digits an amount shows (issue 17): enough to compare, never a wall of 18 decimals. */
export const AMOUNT_SIGNIFICANT_DIGITS = 6

export type FormatTokenAmountOptions = {
  significantDigits?: number | undefined
  /** The reader's language (i18n.language); its grouping and decimal marks are used. */
  locale?: string | undefined
  /** 'down' by default (0004): a shown balance or output is never more than there is. */
  rounding?: Rounding | undefined
}

/**
 * The one display format of a token amount in base units: the whole part in full, grouped in
 * threes, and fraction digits up to `significantDigits` significant digits in all (a small
 * amount keeps its leading zeros and then that many digits), never more than the token has.
 * 1234.5678 USDT → '1,234.56'; 0.000012345678 → '0.0000123456'. For display only: inputs keep
 * plain text.
 */
export function formatTokenAmount(value: bigint, decimals: number, { significantDigits = AMOUNT_SIGNIFICANT_DIGITS, locale, rounding = 'down' }: FormatTokenAmountOptions = {}): string {
  const magnitude = value < 0n ? -value : value
  const scale = 10n ** BigInt(decimals)
  const whole = magnitude / scale
  let fractionDigits: number
  if (whole > 0n) fractionDigits = Math.max(0, significantDigits - whole.toString().length)
  else {
    const leadingZeros = (magnitude % scale).toString().padStart(decimals, '0').search(/[1-9]/)
    fractionDigits = leadingZeros < 0 ? 0 : leadingZeros + significantDigits
  }
  const plain = formatAmount(value, decimals, { maxFractionDigits: Math.min(fractionDigits, decimals), rounding })
  return localizeDecimal(plain, locale)
}

/** A plain decimal string ('-1234.5') with the locale's group and decimal marks ('-1,234.5'). */
export function localizeDecimal(plain: string, locale?: string): string {
  const { group, decimal } = numberMarks(locale)
  const negative = plain.startsWith('-')
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group)
  return `${negative ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`
}

const marksByLocale = new Map<string, { group: string; decimal: string }>()

function numberMarks(locale: string | undefined): { group: string; decimal: string } {
  const key = locale ?? ''
  let marks = marksByLocale.get(key)
  if (!marks) {
    let parts: Intl.NumberFormatPart[] = []
    try {
      parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
    } catch {
      // An unknown locale tag: the product's default marks below.
    }
    marks = { group: parts.find((part) => part.type === 'group')?.value ?? ',', decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' }
    marksByLocale.set(key, marks)
  }
  return marks
}

/** formatTokenAmount in the reader's current language. */
export function useFormatTokenAmount(): (value: bigint, decimals: number, options?: Omit<FormatTokenAmountOptions, 'locale'>) => string {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return (value, decimals, options) => formatTokenAmount(value, decimals, { ...options, locale })
}
