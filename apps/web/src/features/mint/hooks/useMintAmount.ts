import { useEffect, useState } from 'react'
import { normalizeMintAmount } from '@hapdex/core/rules/mint'
import { stepMintAmount } from '../lib/mintQuote.ts'

/** Spec 5: typed input is normalized this long after the last keystroke. */
export const MINT_TYPING_DEBOUNCE_MS = 500

export interface MintAmountState {
  /** The normalized amount (whole USD); undefined until the config has loaded. */
  amount: bigint | undefined
  /** What the input shows: the text being typed, else the amount. */
  text: string
  type: (text: string) => void
  step: (direction: 1 | -1) => void
  /** Normalizes pending typing at once (the mint button must not act on a stale amount). */
  commit: () => bigint | undefined
}

/** The mint amount stepper: starts at min_amount, plus and minus by one step, typing settles after 500 ms. */
export function useMintAmount(min: bigint | undefined, stepSize: bigint | undefined): MintAmountState {
  const [typed, setTyped] = useState<string>()
  const [chosen, setChosen] = useState<bigint>()
  const ready = min !== undefined && stepSize !== undefined
  const amount = ready ? normalizeMintAmount((chosen ?? min).toString(), min, stepSize) : undefined

  useEffect(() => {
    if (typed === undefined || min === undefined || stepSize === undefined) return
    const timer = setTimeout(() => {
      setChosen(normalizeMintAmount(typed, min, stepSize))
      setTyped(undefined)
    }, MINT_TYPING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, min, stepSize])

  const settle = (): bigint | undefined => {
    if (!ready) return undefined
    const settled = typed === undefined ? amount : normalizeMintAmount(typed, min, stepSize)
    setChosen(settled)
    setTyped(undefined)
    return settled
  }

  return {
    amount,
    text: typed ?? amount?.toString() ?? '',
    type: (text) => setTyped(text.replace(/[^\d]/g, '')),
    step: (direction) => {
      const base = settle()
      if (base !== undefined && ready) setChosen(stepMintAmount(base, direction, { min, step: stepSize }))
    },
    commit: settle,
  }
}
