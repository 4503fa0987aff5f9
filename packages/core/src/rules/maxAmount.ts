import { InvalidPercentError } from './errors.ts'

/** 0.01 of the native coin (18 decimals) stays in the wallet to pay for gas (spec section 5). */
export const NATIVE_GAS_RESERVE = 10n ** 16n

export const BALANCE_SHORTCUTS = [25, 50, 75, 100] as const

export type MaxAmountOptions = {
  isNative: boolean
}

/**
 * The swap's 25/50/75/100% shortcuts: balance times the percent, rounded down. For the native
 * coin 0.01 is taken off when the result is above 0.01; a smaller result is left as it is,
 * as the spec states.
 */
export function swapShortcutAmount(balance: bigint, percent: number, { isNative }: MaxAmountOptions): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new InvalidPercentError({ percent })
  // Rounds down: a shortcut never offers more than the balance holds.
  const share = (balance * BigInt(percent)) / 100n
  return isNative && share > NATIVE_GAS_RESERVE ? share - NATIVE_GAS_RESERVE : share
}

/** The add-liquidity max button: the whole balance, or for the native coin all but 0.01 (0 when not above 0.01). */
export function liquidityMaxAmount(balance: bigint, { isNative }: MaxAmountOptions): bigint {
  if (!isNative) return balance
  return balance > NATIVE_GAS_RESERVE ? balance - NATIVE_GAS_RESERVE : 0n
}
