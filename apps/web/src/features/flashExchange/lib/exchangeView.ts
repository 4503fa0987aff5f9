import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { exchangeQuote } from '@hapdex/core/rules/exchangeFee'
import { readTypedAmount } from '../../../lib/amountInput.ts'

const RATE_DECIMALS = 18
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS)

/** Shown rates keep 6 decimals; rounded down so the screen never promises more than the rate. */
const RATE_DIGITS = 6

/**
 * The rate line in either direction: `1 A = r B`, or inverted `1 B = 1/r A`. The inverse is an
 * exact fraction of the configured rate until this one rounding.
 */
export function rateText(rate: string, inverted: boolean): string {
  if (!inverted) return formatFraction(parseAmount(rate, RATE_DECIMALS), RATE_SCALE, { maxFractionDigits: RATE_DIGITS })
  const units = parseAmount(rate, RATE_DECIMALS)
  if (units === 0n) return '—'
  return formatFraction(RATE_SCALE, units, { maxFractionDigits: RATE_DIGITS })
}

/** What the amount field keeps of a keystroke: digits (full-width ones too) and decimal or grouping marks; letters never reach it. */
export function amountKeystrokes(text: string): string {
  return text.normalize('NFKC').replace(/[^\d.,]/g, '')
}

export type ReadAmountResult = { ok: true; value: bigint | undefined } | { ok: false }

/**
 * The typed amount in base units as the keypad means it ('1,5' is never 15): empty is
 * `undefined` (h164 later), malformed is not ok.
 */
export function readAmount(text: string, decimals: number, decimalSeparator?: '.' | ','): ReadAmountResult {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: readTypedAmount(text, decimals, decimalSeparator) }
  } catch {
    return { ok: false }
  }
}

/** Spec order, after the pair's limits: more than the usable balance (d80) is refused before the wallet is asked to sign. */
export function exceedsUsable(amount: bigint | undefined, usable: bigint | undefined): boolean {
  return amount !== undefined && usable !== undefined && amount > usable
}

export interface ReceivedParameters {
  amount: bigint | undefined
  sourceDecimals: number
  targetDecimals: number
  rate: string
  feeRate: string
}

/** What the user gets, by the server's own formula (core `exchangeQuote`), or undefined without an amount. */
export function receivedAmount({ amount, sourceDecimals, targetDecimals, rate, feeRate }: ReceivedParameters): bigint | undefined {
  if (amount === undefined || amount <= 0n) return undefined
  return exchangeQuote({ amount, sourceDecimals, targetDecimals, rate, feeRate }).received
}

/**
 * The quote list's unit: /token/quote prices every token against USDT pools and leaves USDT out
 * (it is the dollar there), so its price is 1.
 */
export const QUOTE_UNIT = 'USDT'

/** A token's pool price in USD from the quote list, by symbol or key (case-insensitive); undefined when not listed or zero. */
function priceOf(quotes: ReadonlyArray<{ symbol: string; token_key: string; price_usd: string }>, name: string): bigint | undefined {
  const wanted = name.toLowerCase()
  if (wanted === QUOTE_UNIT.toLowerCase()) return RATE_SCALE
  const quote = quotes.find((item) => item.symbol.toLowerCase() === wanted || item.token_key.toLowerCase() === wanted)
  if (!quote) return undefined
  try {
    const units = parseAmount(quote.price_usd, RATE_DECIMALS)
    return units > 0n ? units : undefined
  } catch {
    return undefined
  }
}

/**
 * The pools' price of 1 source in target (inverted: of 1 target in source), from both tokens' USD
 * prices: shown beside the configured flash rate, so a rate far from the market is visible.
 * Undefined when either token has no pool price. Exact fractions until the one rounding.
 */
export function poolRateText(
  quotes: ReadonlyArray<{ symbol: string; token_key: string; price_usd: string }>,
  source: string,
  target: string,
  inverted: boolean,
): string | undefined {
  const sourcePrice = priceOf(quotes, source)
  const targetPrice = priceOf(quotes, target)
  if (sourcePrice === undefined || targetPrice === undefined) return undefined
  return inverted
    ? formatFraction(targetPrice, sourcePrice, { maxFractionDigits: RATE_DIGITS })
    : formatFraction(sourcePrice, targetPrice, { maxFractionDigits: RATE_DIGITS })
}
