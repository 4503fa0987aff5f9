import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { readTypedAmount, wireAmount } from '../../../lib/amountInput.ts'

/** Ledger tokens carry 18 decimals; more in typed text is refused, never rounded. */
export const POOL_DECIMALS = 18
/** Wire amounts never carry more digits than this; comparing at this scale loses nothing. */
const WIRE_DECIMALS = 36

/** Why a pool amount cannot be sent; the screen translates the code (swap10, swap11 are spec keys). */
export type PoolAmountCode = 'swap10' | 'swap11' | 'invalidAmount' | 'notPositive' | 'belowMin' | 'abovePledge'

export type PoolAmountCheck = { ok: true; amount: string } | { ok: false; code: PoolAmountCode }

const wire = (text: string) => parseAmount(text, WIRE_DECIMALS)

/**
 * The typed amount as the decimal string the API takes and the wallet signs (formatted from the
 * parsed value, so '1,5' is never sent as 15), or why it is not one.
 */
function read(text: string): PoolAmountCheck {
  if (text.trim() === '') return { ok: false, code: 'swap10' }
  let value: bigint
  try {
    value = readTypedAmount(text, POOL_DECIMALS)
  } catch {
    return { ok: false, code: 'invalidAmount' }
  }
  if (value <= 0n) return { ok: false, code: 'notPositive' }
  return { ok: true, amount: wireAmount(value, POOL_DECIMALS) }
}

/** Join: at least the pool's min_pledge, at most the usable balance of its token. */
export function checkPledge(text: string, { minPledge, usable }: { minPledge: string; usable: string }): PoolAmountCheck {
  const parsed = read(text)
  if (!parsed.ok) return parsed
  if (wire(parsed.amount) < wire(minPledge)) return { ok: false, code: 'belowMin' }
  if (wire(parsed.amount) > wire(usable)) return { ok: false, code: 'swap11' }
  return parsed
}

/** Redeem: anything above 0 up to what is pledged; more is not a balance problem, so not swap11. */
export function checkRedeem(text: string, pledged: string): PoolAmountCheck {
  const parsed = read(text)
  if (!parsed.ok) return parsed
  if (wire(parsed.amount) > wire(pledged)) return { ok: false, code: 'abovePledge' }
  return parsed
}

/** A wire amount above zero: a claim of zero would move nothing (spec: h240 instead). */
export function isPositive(amount: string): boolean {
  return wire(amount) > 0n
}
