import type { Notifications } from '../db/notifications.ts'
import type { SessionCache } from './sessionCache.ts'

/**
 * Every process forgets a session revoked on any of them, at once instead of within the cache's
 * TTL; after a gap in the notifications it forgets every session, since one of them may have been missed.
 */
export function evictRevokedSessions(notifications: Notifications, sessions: SessionCache): void {
  notifications.subscribe('session.revoked', (revoked) => ('tokenHash' in revoked ? sessions.evict(revoked.tokenHash) : sessions.evictAddress(revoked.address)))
  notifications.onMissed(() => sessions.clear())
}
