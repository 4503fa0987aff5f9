import { useState } from 'react'
import type { Hex } from 'viem'

/** Spec 4's status popup: 0 waiting for the wallet (3 for a removal, 4 for an add), 1 submitted, 2 failed or rejected. */
export type PendingStatus = 0 | 1 | 2 | 3 | 4

export interface PendingPopup {
  readonly status: PendingStatus
  readonly hash?: Hex | undefined
  /** Amount and symbol of each side, as the popup shows them ('1 USDT'). */
  readonly fromInput: string
  readonly toInput: string
  /** The receipt is in and succeeded: the popup says confirmed instead of submitted. */
  readonly confirmed?: boolean | undefined
  /** Both sides move together (liquidity added or removed): '+' joins them, not '→'. */
  readonly together?: boolean | undefined
}

export type PendingOpening = Pick<PendingPopup, 'status' | 'fromInput' | 'toInput' | 'together'>

/** What the popup does while the send is followed: the hash is in, so it says submitted. */
export type OnHash = (hash: Hex) => void

/**
 * The popup's whole course in one place, so that no screen can leave it spinning after the
 * receipt (issue 31: LP staking set the hash and never the confirmation). `follow` opens it,
 * moves it to submitted when the wallet returns the hash, to confirmed when the send resolves,
 * and to failed when it throws (and rethrows).
 */
export function usePendingPopup() {
  const [pending, setPending] = useState<PendingPopup | undefined>()

  async function follow<T>(opening: PendingOpening, send: (onHash: OnHash) => Promise<T>): Promise<T> {
    setPending(opening)
    try {
      const result = await send((hash) => setPending((current) => (current ? { ...current, status: 1, hash } : current)))
      // Without a hash nothing was sent (an estimate gave up): the caller says what happened.
      setPending((current) => (current?.status === 1 ? { ...current, confirmed: true } : current))
      return result
    } catch (error) {
      setPending((current) => ({ ...(current ?? opening), status: 2 }))
      throw error
    }
  }

  return { pending, follow, close: () => setPending(undefined) }
}
