import type { SessionUser } from './authPlugin.ts'

/**
 * Sessions resolved in the last few seconds, by token hash, so a burst of requests on one token
 * costs one query. Logout in this process evicts at once; a logout handled by another instance
 * (or a revocation written straight to the database) takes effect here within `ttlMs`. An entry
 * never outlives the session's own expiry. Unknown tokens are not cached: they are random, so a
 * miss would never be hit again, and caching them would let anyone fill the memory.
 */
export interface SessionCache {
  get(tokenHash: string, now?: number): SessionUser | undefined
  set(user: SessionUser, sessionExpiresAt: Date, now?: number): void
  evict(tokenHash: string): void
}

export const SESSION_CACHE_TTL_MS = 5_000
const MAX_ENTRIES = 10_000

export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS, maxEntries = MAX_ENTRIES): SessionCache {
  const entries = new Map<string, { user: SessionUser; until: number }>()
  return {
    get(tokenHash, now = Date.now()) {
      const entry = entries.get(tokenHash)
      if (entry === undefined) return undefined
      if (entry.until > now) return entry.user
      entries.delete(tokenHash)
      return undefined
    },
    set(user, sessionExpiresAt, now = Date.now()) {
      if (ttlMs <= 0) return
      // Map iteration is insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(user.tokenHash, { user, until: Math.min(now + ttlMs, sessionExpiresAt.getTime()) })
    },
    evict(tokenHash) {
      entries.delete(tokenHash)
    },
  }
}
