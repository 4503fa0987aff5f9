import { activityJoin } from '@hapdex/core/api/user'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { api } from './api.ts'
import { readStored, writeStored } from './storage.ts'

/** Addresses (lowercase) already joined from this browser: the call is made once per address. */
const JOINED_KEY = 'hapdex.activityJoined'

/**
 * Spec 1: "an activity-join call with the address is made once after approval for one specific
 * router". The router is V2's (decision 0005: the spec does not name it; V2 is the exchange the
 * activity launched with). Not shown to the user: failures are silent and retried after the next
 * such approval. The server needs a session for the address and records a join once anyway.
 * Resolves true when this call joined.
 */
export async function joinActivityAfterApproval({ chain, spender, address }: { chain: Pick<ChainConfig, 'exchanges'>; spender: string; address: string }): Promise<boolean> {
  if (spender.toLowerCase() !== chain.exchanges.v2.router.toLowerCase()) return false
  const joined = readJoined()
  const key = address.toLowerCase()
  if (joined.includes(key)) return false
  try {
    await api(activityJoin, { address }, { silent: true })
  } catch {
    return false
  }
  writeStored(JOINED_KEY, [...readJoined().filter((item) => item !== key), key])
  return true
}

function readJoined(): string[] {
  const stored = readStored(JOINED_KEY)
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []
}
