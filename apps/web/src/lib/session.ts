import { useSyncExternalStore } from 'react'
import { createSubscribers, readStored, removeStored, writeStored } from './storage.ts'

/** A Sign-In with Ethereum session: the server's bearer token for one address. */
export interface Session {
  token: string
  address: string
  expires_at: string
}

/**
 * A stored session as written by saveSession, or null. Checked by hand rather than with zod: the
 * session is read before the first render, and zod stays off the startup path (decision 0012).
 */
export function parseStoredSession(raw: unknown): Session | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { token, address, expires_at } = raw as Record<string, unknown>
  if (typeof token !== 'string' || token === '' || typeof expires_at !== 'string') return null
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  return { token, address, expires_at }
}

const keyOf = (address: string) => `hapdex.session.${address.toLowerCase()}`

/** The stored session of this address if it is still valid; expired or corrupt ones are dropped. */
export function readSession(address: string, now = Date.now()): Session | null {
  const stored = parseStoredSession(readStored(keyOf(address)))
  if (!stored || stored.address.toLowerCase() !== address.toLowerCase()) return null
  if (!(Date.parse(stored.expires_at) > now)) {
    removeStored(keyOf(address))
    return null
  }
  return stored
}

const subscribers = createSubscribers()
let active: Session | null = null

/** Saves a fresh session and makes it the one the api client sends. */
export function saveSession(session: Session): void {
  writeStored(keyOf(session.address), session)
  active = session
  subscribers.notify()
}

/** The wallet's current account: its stored session (if any) becomes active. */
export function activateAccount(address: string | null): Session | null {
  const next = address ? readSession(address) : null
  if (next?.token !== active?.token) {
    active = next
    subscribers.notify()
  }
  return active
}

export function clearSession(address: string): void {
  removeStored(keyOf(address))
  if (active?.address.toLowerCase() === address.toLowerCase()) {
    active = null
    subscribers.notify()
  }
}

export function getActiveSession(): Session | null {
  return active
}

export const subscribeSession = subscribers.subscribe

export function useSession(): Session | null {
  return useSyncExternalStore(subscribers.subscribe, getActiveSession, getActiveSession)
}
