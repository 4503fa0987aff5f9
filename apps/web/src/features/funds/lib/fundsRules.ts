import { hasValidChecksum } from '@hapdex/core/chain/addressChecksum'
import { isReservedAddress } from '@hapdex/core/rules/reservedAddresses'
import { withdrawFee } from '@hapdex/core/rules/withdrawFee'
import { readTypedAmount } from '../../../lib/amountInput.ts'

/**
 * Why an amount or address cannot be sent. Codes, not text: the screens translate them
 * (d79, d80 and h99 are the spec's keys; the rest are ours).
 */
export type FundsRuleCode =
  | 'd79'
  | 'd80'
  | 'h99'
  | 'invalidAmount'
  | 'belowMinimum'
  | 'feeExceedsAmount'
  | 'invalidAddress'
  | 'addressChecksum'
  | 'addressReserved'
  | 'selfTransfer'

/** Spec 9: token id 2 has a minimum deposit of 2, also before the configs have loaded. */
export const DEPOSIT_MINIMUM_TOKEN_ID = 2
export const DEPOSIT_MINIMUM_WHOLE = 2n

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; code: 'invalidAmount' }

/**
 * Typed text to base units as the keypad means it ('1,5' is 1.5 on a decimal-comma keypad, an
 * error elsewhere, never 15); too many decimals or stray characters are refused, never rounded.
 */
export function readAmount(text: string, decimals: number, decimalSeparator?: '.' | ','): ParsedAmount {
  try {
    return { ok: true, value: readTypedAmount(text, decimals, decimalSeparator) }
  } catch {
    return { ok: false, code: 'invalidAmount' }
  }
}

export interface DepositCheck {
  tokenId: number
  amount: bigint
  decimals: number
  /** On-chain balance of the wallet. */
  balance: bigint
  /** The server's minimum (get-receiver min_amount), base units; 0 when it has none. */
  minimum: bigint
}

/** Spec 5, deposit, in the spec's order: minimum of token 2, zero balance, over balance, not positive. */
export function checkDeposit({ tokenId, amount, decimals, balance, minimum }: DepositCheck): FundsRuleCode | null {
  const floor = depositFloor(tokenId, decimals, minimum)
  if (floor > 0n && amount < floor) return 'h99'
  if (balance <= 0n || amount > balance) return 'd80'
  if (amount <= 0n) return 'd79'
  return null
}

/** The smallest deposit: the server's minimum, and never below the spec's 2 of token id 2. */
export function depositFloor(tokenId: number, decimals: number, serverMinimum: bigint): bigint {
  const specMinimum = tokenId === DEPOSIT_MINIMUM_TOKEN_ID ? DEPOSIT_MINIMUM_WHOLE * 10n ** BigInt(decimals) : 0n
  return serverMinimum > specMinimum ? serverMinimum : specMinimum
}

export interface SpendCheck {
  amount: bigint
  /** Usable custodial balance. */
  usable: bigint
  minimum: bigint
  /** Withdrawals only: the fee comes out of the amount, so it must leave something to pay. */
  fee?: bigint
}

/** Spec 5, withdraw and transfer: within the usable balance and above 0; plus the server's own floor. */
export function checkSpend({ amount, usable, minimum, fee }: SpendCheck): FundsRuleCode | null {
  if (amount > usable) return 'd80'
  if (amount <= 0n) return 'd79'
  if (amount < minimum) return 'belowMinimum'
  if (fee !== undefined && fee >= amount) return 'feeExceedsAmount'
  return null
}

/**
 * A destination, checked before the wallet is asked to sign (the server refuses the same): an
 * address; a mixed-case one with its EIP-55 checksum (a wrong one is a typo); not the zero
 * address nor one of the platform's own (`reserved`, lowercase); for transfers not the sender's own.
 */
export function checkAddress(text: string, own?: string, reserved: ReadonlySet<string> = new Set()): FundsRuleCode | null {
  const trimmed = text.trim()
  if (!/^0x[0-9a-fA-F]{40}$/.test(trimmed)) return 'invalidAddress'
  if (!hasValidChecksum(trimmed)) return 'addressChecksum'
  if (/^0x0{40}$/.test(trimmed) || isReservedAddress(trimmed, reserved)) return 'addressReserved'
  if (own !== undefined && trimmed.toLowerCase() === own.toLowerCase()) return 'selfTransfer'
  return null
}

/** The server's transfer fee: the withdraw rule with no floor and the amount as ceiling. */
export function transferFee(amount: bigint, feeRate: string): bigint {
  return withdrawFee({ amount, feeRate, minFee: 0n, maxFee: amount })
}
