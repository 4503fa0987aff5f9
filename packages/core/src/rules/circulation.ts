/** Fund status as the invitation screen reads it: '0' closed (toast h244), '1' open, '2' already joined. */
export type FundStatus = '0' | '1' | '2'

export function fundStatus({ open, joined }: { open: boolean; joined: boolean }): FundStatus {
  if (joined) return '2'
  return open ? '1' : '0'
}

/** The stepper's quantity: a whole number of units from 1 (spec section 5). */
export const MAX_FUND_UNITS = 10_000

export function isValidFundQuantity(num: number): boolean {
  return Number.isSafeInteger(num) && num >= 1 && num <= MAX_FUND_UNITS
}

/** total = fund_amount × quantity, in base units of the fund token (HAP). */
export function fundTotal(fundAmount: bigint, num: number): bigint {
  if (!isValidFundQuantity(num)) throw new RangeError(`fund quantity must be a whole number from 1 to ${MAX_FUND_UNITS}`)
  return fundAmount * BigInt(num)
}
