import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { readTypedAmount, wireAmount } from '../../../lib/amountInput.ts'
import { mintProgressPercent } from '@hapdex/core/rules/mint'

/** Wire amounts are never finer than this: parsing at this scale is exact. */
const WIRE_DECIMALS = 36

export type OldMintAmountProblem = 'd95' | 'invalid' | 'zero'
export type OldMintProblem = OldMintAmountProblem | 'd94'

export interface OldMintCheck {
  /** As typed. */
  text: string
  decimals: number
  /** 0 without a referrer. */
  parentId: number
  /** Whole tokens, wire form. */
  canBuy: string
}

/** What is wrong with the typed amount itself, as the user types: malformed, zero, or above can_buy (lang.d95). */
export function oldMintAmountProblem({ text, decimals, canBuy }: Omit<OldMintCheck, 'parentId'>): OldMintAmountProblem | undefined {
  let amount: bigint
  try {
    amount = readTypedAmount(text, decimals)
  } catch {
    return 'invalid'
  }
  if (amount === 0n) return 'zero'
  const limit = parseAmount(canBuy, WIRE_DECIMALS)
  if (amount * 10n ** BigInt(WIRE_DECIMALS - decimals) > limit) return 'd95'
  return undefined
}

/**
 * The client's checks before a signature, in spec 2 section 5's order: the amount and its limit
 * (lang.d95) first, then the referrer (lang.d94). Undefined when the mint may go ahead.
 */
export function oldMintProblem(check: OldMintCheck): OldMintProblem | undefined {
  return oldMintAmountProblem(check) ?? (check.parentId === 0 ? 'd94' : undefined)
}

/** The amount to sign and send, in the API's spelling (call after oldMintProblem found none). */
export function oldMintAmount(text: string, decimals: number): string {
  return wireAmount(readTypedAmount(text, decimals), decimals)
}

/** Release progress: released_amount over release_amount, whole percent rounded down. */
export function releasePercent(released: string, release: string): number {
  const total = parseAmount(release, WIRE_DECIMALS)
  const done = parseAmount(released, WIRE_DECIMALS)
  return mintProgressPercent(total - (done > total ? total : done), total)
}
