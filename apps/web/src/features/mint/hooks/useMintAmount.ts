import { useEffect, useState } from 'react'
import { normalizeMintAmount } from '@hapdex/core/rules/mint'
import { stepMintAmount } from '../lib/mintQuote.ts'

/** Spec 5: typed input is normalized this long after the last keystroke. */
export const MINT_TYPING_DEBOUNCE_MS = 500

/** Spec 5 normalizes at most 16 digits; more would be read as fewer than were typed. */
const MAX_DIGITS = 16

/** Why the amount differs from what was typed: lifted to the minimum, or rounded down to a step. */
export interface MintAdjustment {
  reason: 'raised' | 'rounded'
  typed: bigint
}

export interface MintAmountState {
  /** The amount the typed text normalizes to (whole USD); undefined while the field is empty or the config loads. */
  amount: bigint | undefined
  /** What the input shows. */
  text: string
  /** Set while the amount differs from what the user typed, and after the input snapped to it. */
  adjusted: MintAdjustment | undefined
  /** "−" would not lower the amount. */
  atMinimum: boolean
  type: (text: string) => void
  step: (direction: 1 | -1) => void
  /** Normalizes pending typing at once (the mint button must not act on a stale amount). */
  commit: () => bigint | undefined
}

function adjustment(text: string | undefined, amount: bigint | undefined, min: bigint): MintAdjustment | undefined {
  if (text === undefined || text === '' || amount === undefined) return undefined
  const typed = BigInt(text)
  if (typed === amount) return undefined
  return { reason: typed < min ? 'raised' : 'rounded', typed }
}

/**
 * The mint amount stepper: starts at min_amount, plus and minus by one step. The amount follows
 * every keystroke (the quote must never describe an older number); 500 ms after the last one the
 * input snaps to it, and the note of why stays until the user changes the amount again.
 */
export function useMintAmount(min: bigint | undefined, stepSize: bigint | undefined): MintAmountState {
  // undefined: untouched, so it shows the minimum once the config is there.
  const [typed, setTyped] = useState<string>()
  const [snappedFrom, setSnappedFrom] = useState<string>()
  const ready = min !== undefined && stepSize !== undefined
  const amount = !ready || typed === '' ? undefined : normalizeMintAmount(typed ?? min.toString(), min, stepSize)
  const text = typed ?? amount?.toString() ?? ''
  const pending = amount !== undefined && text !== amount.toString()

  const snap = () => {
    if (!pending) return
    setSnappedFrom(text)
    setTyped(amount.toString())
  }

  useEffect(() => {
    if (amount === undefined || text === amount.toString()) return
    const timer = setTimeout(() => {
      setSnappedFrom(text)
      setTyped(amount.toString())
    }, MINT_TYPING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, amount])

  const choose = (next: bigint) => {
    setSnappedFrom(undefined)
    setTyped(next.toString())
  }

  return {
    amount,
    text,
    adjusted: ready ? adjustment(pending ? text : snappedFrom, amount, min) : undefined,
    atMinimum: !ready || amount === undefined || amount <= min,
    type: (next) => {
      setSnappedFrom(undefined)
      setTyped(next.replace(/[^\d]/g, '').slice(0, MAX_DIGITS))
    },
    step: (direction) => {
      if (!ready) return
      if (amount === undefined) return choose(min)
      choose(stepMintAmount(amount, direction, { min, step: stepSize }))
    },
    commit: () => {
      snap()
      return amount
    },
  }
}
