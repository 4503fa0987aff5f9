import type DataLoader from 'dataloader'
import type { FastifyInstance } from 'fastify'
import { createBatchLoader, READ_BATCHING } from '../db/batchLoader.ts'
import type { Db } from '../db/database.ts'
import { findActiveSessions } from './auth.repo.ts'
import { createSessionCache, type SessionCache } from './sessionCache.ts'
import { bearerToken, hashSessionToken } from './sessionToken.ts'

export interface SessionUser {
  id: number
  /** Checksummed. */
  address: string
  tokenHash: string
  /** Signed in on the console's own origin (ADMIN_ORIGIN), not the users'. */
  console: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid Bearer session, or null. */
    user: SessionUser | null
  }
}

/**
 * Resolves the session before anything else runs (rate limiting keys on it). Unknown, revoked
 * or malformed credentials leave the request anonymous; endpoints that need a user answer 401.
 * Returns the session cache, which revocations evict from (sessionRevocation.ts).
 */
export function registerAuth(app: FastifyInstance, db: Db, sessions: SessionCache = createSessionCache()): SessionCache {
  app.decorateRequest('user', null)
  const load = sessionLoader(db)
  // Callback style: a signed-in request is resolved from the cache without a promise or a turn
  // of the microtask queue, and every API request passes here.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization)
    if (token === undefined) return done()
    const tokenHash = hashSessionToken(token)
    const cached = sessions.get(tokenHash)
    if (cached !== undefined) {
      request.user = cached
      return done()
    }
    loadSession(load, sessions, tokenHash).then((user) => {
      request.user = user
      done()
    }, done)
  })
  return sessions
}

type SessionRow = Awaited<ReturnType<typeof findActiveSessions>>[number]


/**
 * Sessions not in the cache, read in batches: a crowd signing in at once (bench/herd: 10,000
 * buyers, each session new to the server) costs one query per batch instead of one per request.
 */
function sessionLoader(db: Db): DataLoader<string, SessionRow | null, string> {
  return createBatchLoader<string, SessionRow | null>(async (tokenHashes) => {
    const found = new Map((await findActiveSessions(db, tokenHashes)).map((row) => [row.token_hash, row]))
    return tokenHashes.map((tokenHash) => found.get(tokenHash) ?? null)
  }, READ_BATCHING)
}

/** The session of a token hash from the database, remembered in the cache; null when there is none. */
async function loadSession(load: DataLoader<string, SessionRow | null, string>, sessions: SessionCache, tokenHash: string): Promise<SessionUser | null> {
  // A revocation evicted while the read was under way may have committed after it: not cached then.
  const readSince = sessions.generation()
  const session = await load.load(tokenHash)
  if (session === null) return null
  const user = { id: session.id, address: session.address, tokenHash: session.token_hash, console: session.console }
  sessions.set(user, session.expires_at, Date.now(), readSince)
  return user
}
