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
  | 'tooManyDecimals'
  | 'belowMinimum'
  | 'feeExceedsAmount'
  | 'invalidAddress'
  | 'addressChecksum'
  | 'addressReserved'
  | 'selfTransfer'

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; code: 'invalidAmount' | 'tooManyDecimals' }

/**
 * Typed text to base units as the keypad means it ('1,5' is 1.5 on a decimal-comma keypad, an
 * error elsewhere, never 15); too many decimals or stray characters are refused, never rounded.
 */
export function readAmount(text: string, decimals: number, decimalSeparator?: '.' | ','): ParsedAmount {
  try {
    return { ok: true, value: readTypedAmount(text, decimals, decimalSeparator) }
  } catch {
    // Said apart: "enter a valid amount" would not tell the user that the decimals are the problem.
    const fraction = /[.,](\d+)$/.exec(text.trim())?.[1]
    if (fraction !== undefined && fraction.length > decimals) {
      const cut = text.trim().slice(0, text.trim().length - (fraction.length - decimals)).replace(/[.,]$/, '')
      try {
        readTypedAmount(cut, decimals, decimalSeparator)
        return { ok: false, code: 'tooManyDecimals' }
      } catch {
        // not a decimals problem only
      }
    }
    return { ok: false, code: 'invalidAmount' }
  }
}

/**
 * What an amount field keeps of a keystroke: digits (full-width ones as digits), the decimal
 * mark and grouping marks. Letters, signs and blanks never reach the field.
 */
export function amountKeystrokes(text: string): string {
  return text.normalize('NFKC').replace(/[^\d.,]/g, '')
}

/**
 * The problem with what is typed so far, checked on every keystroke: none while the field is
 * empty (the button already says "enter an amount"), the parse error, then the screen's own rule.
 */
export function amountProblem(
  text: string,
  decimals: number,
  rule: (value: bigint) => FundsRuleCode | null,
  decimalSeparator?: '.' | ',',
): FundsRuleCode | null {
  if (text.trim() === '') return null
  const parsed = readAmount(text, decimals, decimalSeparator)
  return parsed.ok ? rule(parsed.value) : parsed.code
}

export interface DepositCheck {
  amount: bigint
  /** On-chain balance of the wallet; undefined while it loads (not checked yet). */
  balance: bigint | undefined
  /** The smallest deposit of this token, from the server's recharge config (base units; 0 when none). */
  minimum: bigint
}

/**
 * Spec 5, deposit, in the spec's order: the minimum (h99), zero or short balance, not positive.
 * The minimum is whatever the server's recharge config says for the token (decision 0005: the
 * spec's "2 of token id 2" is read as 2 HAP, which the server's seed carries), never hard-coded here.
 */
export function checkDeposit({ amount, balance, minimum }: DepositCheck): FundsRuleCode | null {
  if (minimum > 0n && amount < minimum) return 'h99'
  if (balance !== undefined && (balance <= 0n || amount > balance)) return 'd80'
  if (amount <= 0n) return 'd79'
  return null
}

export interface SpendCheck {
  amount: bigint
  /** Usable custodial balance; undefined while it loads (not checked yet). */
  usable: bigint | undefined
  minimum: bigint
  /** Withdrawals only: the fee comes out of the amount, so it must leave something to pay. */
  fee?: bigint
}

/** Spec 5, withdraw and transfer: within the usable balance and above 0; plus the server's own floor. */
export function checkSpend({ amount, usable, minimum, fee }: SpendCheck): FundsRuleCode | null {
  if (usable !== undefined && amount > usable) return 'd80'
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
