import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { address as addressSchema } from '@hapdex/core/chain/chainConfig'
import { createSubscribers, readStored, removeStored, writeStored } from './storage.ts'

/** A Sign-In with Ethereum session: the server's bearer token for one address. */
export const storedSession = z.object({ token: z.string().min(1), address: addressSchema, expires_at: z.string() })
export type Session = z.infer<typeof storedSession>

const keyOf = (address: string) => `hapdex.session.${address.toLowerCase()}`

/** The stored session of this address if it is still valid; expired or corrupt ones are dropped. */
export function readSession(address: string, now = Date.now()): Session | null {
  const parsed = storedSession.safeParse(readStored(keyOf(address)))
  if (!parsed.success || parsed.data.address.toLowerCase() !== address.toLowerCase()) return null
  if (!(Date.parse(parsed.data.expires_at) > now)) {
    removeStored(keyOf(address))
    return null
  }
  return parsed.data
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
