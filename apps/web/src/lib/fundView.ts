import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { fundTotal, isValidFundQuantity } from '@hapdex/core/rules/circulation'

/** HAP has 18 decimals; fund_amount never carries more, and rates are 18-digit decimals too. */
const FUND_DECIMALS = 18
const ONE = 10n ** BigInt(FUND_DECIMALS)

export type FundQuantity = { readonly ok: true; readonly quantity: number } | { readonly ok: false; readonly reason: 'empty' | 'invalid' }

/**
 * The share count as typed: a whole number from 1 to MAX_FUND_UNITS (core rules), or why not. The text is never
 * rewritten under the user's fingers (issue 31: an emptied field snapped back to 1, so typing 3
 * bought 13, and '2.5' lost its point and became 25).
 */
export function readFundQuantity(text: string): FundQuantity {
  const typed = text.trim()
  if (typed === '') return { ok: false, reason: 'empty' }
  const quantity = /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN
  return isValidFundQuantity(quantity) ? { ok: true, quantity } : { ok: false, reason: 'invalid' }
}

export function stepQuantity(current: number, step: 1 | -1): number {
  const next = current + step
  return isValidFundQuantity(next) ? next : current
}

/** total = fund_amount × quantity, exact, as a decimal string of whole HAP. */
export function fundTotalText(fundAmount: string, quantity: number): string {
  return formatAmount(fundTotal(parseAmount(fundAmount, FUND_DECIMALS), quantity), FUND_DECIMALS, { grouping: true })
}

/**
 * Whether `quantity` shares cost more than the usable balance (wire amounts): checked before the
 * wallet is asked to sign. An unknown balance blocks nothing; the server checks again.
 */
export function fundExceedsUsable(fundAmount: string, quantity: number, usable: string | undefined): boolean {
  if (usable === undefined) return false
  return fundTotal(parseAmount(fundAmount, FUND_DECIMALS), quantity) > parseAmount(usable, FUND_DECIMALS)
}

/** Of a share's price, the part pledged (and returned at the end): 1 − burn_rate, exact, as a rate. */
export function pledgedRate(burnRate: string): string {
  return formatAmount(ONE - parseAmount(burnRate, FUND_DECIMALS), FUND_DECIMALS)
}
