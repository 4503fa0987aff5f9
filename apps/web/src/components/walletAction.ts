import { useSyncExternalStore } from 'react'
import { createSubscribers } from '../lib/storage.ts'

/** Where the header's wallet button stands: what a tap on it would do next. */
export type WalletActionState = 'disconnected' | 'connecting' | 'signing' | 'unsigned' | 'signed-in'

export interface WalletAction {
  readonly state: WalletActionState
  /** The header button's own tap (connect, with the wallet picker, or sign in); absent until it is mounted. */
  readonly run: (() => void) | undefined
}

const subscribers = createSubscribers()
let current: WalletAction = { state: 'disconnected', run: undefined }

/**
 * The header's wallet button publishes its state and its tap here, so a connect button elsewhere
 * (a signed-out page) starts the very same flow: one wallet picker, one sign-in, never a second copy.
 */
export function publishWalletAction(next: WalletAction): void {
  if (next.state === current.state && next.run === current.run) return
  current = next
  subscribers.notify()
}

export function getWalletAction(): WalletAction {
  return current
}

export function useWalletAction(): WalletAction {
  return useSyncExternalStore(subscribers.subscribe, getWalletAction, getWalletAction)
}
