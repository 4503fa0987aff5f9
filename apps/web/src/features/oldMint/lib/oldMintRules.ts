import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { readTypedAmount, wireAmount } from '../../../lib/amountInput.ts'
import { mintProgressPercent } from '@hapdex/core/rules/mint'

/** Wire amounts are never finer than this: parsing at this scale is exact. */
const WIRE_DECIMALS = 36

export type OldMintProblem = 'd94' | 'd95' | 'invalid' | 'zero'

export interface OldMintCheck {
  /** As typed. */
  text: string
  decimals: number
  /** 0 without a referrer. */
  parentId: number
  /** Whole tokens, wire form. */
  canBuy: string
}

/**
 * The client's checks before a signature, in the spec's order: a referrer first (lang.d94), then
 * the amount itself, then the limit (lang.d95 names it). Undefined when the mint may go ahead.
 */
export function oldMintProblem({ text, decimals, parentId, canBuy }: OldMintCheck): OldMintProblem | undefined {
  if (parentId === 0) return 'd94'
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
