import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { fundTotal, isValidFundQuantity, MAX_FUND_UNITS } from '@hapdex/core/rules/circulation'

/** HAP has 18 decimals; fund_amount never carries more, and rates are 18-digit decimals too. */
const FUND_DECIMALS = 18
const ONE = 10n ** BigInt(FUND_DECIMALS)

/** The stepper's value from typed text: digits only, clamped to 1…MAX_FUND_UNITS. */
export function normalizeQuantity(text: string): number {
  const digits = text.replace(/\D/g, '')
  const value = digits === '' ? 1 : Number(digits.slice(0, 6))
  return Math.min(Math.max(value, 1), MAX_FUND_UNITS)
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
