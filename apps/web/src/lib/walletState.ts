import { useSyncExternalStore } from 'react'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { createSubscribers, readStored } from './storage.ts'
import type { WalletStack } from './walletStack.ts'

export type WalletStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected'

/** What screens need to know about the wallet, without loading it. */
export interface WalletConnection {
  readonly status: WalletStatus
  readonly address: `0x${string}` | undefined
  readonly chainId: number | undefined
}

/** wagmi's persisted store (`createStorage` with our key): the connections of the last visit. */
export function hasStoredConnection(): boolean {
  const stored = readStored('hapdex.wagmi.store') as { state?: { connections?: { value?: unknown[] } } } | undefined
  return (stored?.state?.connections?.value?.length ?? 0) > 0
}

/** An injected provider: wallet in-app browsers authorize the page themselves, so it reconnects. */
export function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined
}

/**
 * Until the wallet stack has answered, a page that had a connection says it is reconnecting, and a
 * page with an injected provider (whose wallet may have authorized it) that it is connecting: the
 * header and the connect buttons show it busy, never "connect wallet" to a connected user, nor an
 * address they have not seen. A page without either has nothing to check.
 */
function initialConnection(): WalletConnection {
  const status = hasStoredConnection() ? 'reconnecting' : hasInjectedProvider() ? 'connecting' : 'disconnected'
  return { status, address: undefined, chainId: undefined }
}

const subscribers = createSubscribers()
let connection: WalletConnection = initialConnection()

/** Called by the wallet stack on every connection change. */
export function publishConnection(next: WalletConnection): void {
  if (next.status === connection.status && next.address === connection.address && next.chainId === connection.chainId) return
  connection = next
  subscribers.notify()
}

export function getWalletConnection(): WalletConnection {
  return connection
}

let userConnects = 0

/**
 * Counts the connects a user asked for (a tap on a connect button). Only those sign in on their
 * own: a wallet that is simply there as the page loads (a wallet browser that authorized the site,
 * a stored connection) must not open a signature request before the user did anything.
 */
export function noteUserConnect(): void {
  userConnects++
  subscribers.notify()
}

export function getUserConnects(): number {
  return userConnects
}

export function useUserConnects(): number {
  return useSyncExternalStore(subscribers.subscribe, getUserConnects, getUserConnects)
}

/** The wallet's account and status (wagmi's `useConnection` fields), without loading wagmi. */
export function useWalletConnection(): WalletConnection {
  return useSyncExternalStore(subscribers.subscribe, getWalletConnection, getWalletConnection)
}

let loading: { chain: string; stack: Promise<WalletStack> } | undefined

/**
 * wagmi, viem's wallet side and the connectors, loaded once: when a wallet is connected (a stored
 * connection or an injected provider at start) or an action needs it (connect, sign, send).
 */
export function loadWalletStack(chain: ChainConfig): Promise<WalletStack> {
  const key = JSON.stringify(chain)
  if (loading?.chain !== key) {
    const stack = import('./walletStack.ts').then(({ startWalletStack }) => startWalletStack(chain, publishConnection))
    // A failed download (a flaky network) may be tried again by the next action.
    stack.catch(() => {
      if (loading?.stack === stack) loading = undefined
      // Nothing could be checked: the buttons offer the connect again rather than stay busy.
      publishConnection({ status: 'disconnected', address: undefined, chainId: undefined })
    })
    loading = { chain: key, stack }
  }
  return loading.stack
}

/** Whether the stack should load as the app starts, rather than on the first wallet action. */
export function walletNeededAtStart(): boolean {
  return hasStoredConnection() || hasInjectedProvider()
}
