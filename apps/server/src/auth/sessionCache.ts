import type { SessionUser } from './authPlugin.ts'

/**
 * Sessions resolved in the last few seconds, by token hash, so a burst of requests on one token
 * costs one query. A revocation anywhere (a logout, sign out everywhere, on any instance) evicts
 * at once in every process through the database's notifications (sessionRevocation.ts); `ttlMs`
 * bounds what a missed one costs (a revocation written straight to the database, a listener
 * away). An entry never outlives the session's own expiry. Unknown tokens are not cached: they
 * are random, so a miss would never be hit again, and caching them would let anyone fill the memory.
 */
export interface SessionCache {
  get(tokenHash: string, now?: number): SessionUser | undefined
  /**
   * `readSince` is `generation()` as it was before the session was read: an eviction since then
   * may have come after the read saw the session still active, so it is not cached.
   */
  set(user: SessionUser, sessionExpiresAt: Date, now?: number, readSince?: number): void
  evict(tokenHash: string): void
  /** Every session of an address, in any letter case. */
  evictAddress(address: string): void
  clear(): void
  /** Grows with every eviction. */
  generation(): number
}

export const SESSION_CACHE_TTL_MS = 5_000
const MAX_ENTRIES = 10_000

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, maxEntries = MAX_ENTRIES): SessionCache {
  const entries = new Map<string, { user: SessionUser; until: number }>()
  let evictions = 0
  return {
    get(tokenHash, now = Date.now()) {
      const entry = entries.get(tokenHash)
      if (entry === undefined) return undefined
      if (entry.until > now) return entry.user
      entries.delete(tokenHash)
      return undefined
    },
    set(user, sessionExpiresAt, now = Date.now(), readSince = evictions) {
      if (ttlMs <= 0 || readSince !== evictions) return
      // Map iteration is insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(user.tokenHash, { user, until: Math.min(now + ttlMs, sessionExpiresAt.getTime()) })
    },
    evict(tokenHash) {
      evictions++
      entries.delete(tokenHash)
    },
    evictAddress(address) {
      evictions++
      const wanted = address.toLowerCase()
      // A scan: revoking all of one address is rare, and the cache is bounded.
      for (const [tokenHash, entry] of entries) if (entry.user.address.toLowerCase() === wanted) entries.delete(tokenHash)
    },
    clear() {
      evictions++
      entries.clear()
    },
    generation: () => evictions,
  }
}
