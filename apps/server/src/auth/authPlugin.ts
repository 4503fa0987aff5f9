import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { findActiveSession } from './auth.repo.ts'
import { bearerToken, hashSessionToken } from './sessionToken.ts'

export interface SessionUser {
  id: number
  /** Checksummed. */
  address: string
  tokenHash: string
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
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization)
    if (token === undefined) return
    const session = await findActiveSession(db, hashSessionToken(token))
    if (session !== undefined) request.user = { id: session.id, address: session.address, tokenHash: session.token_hash }
  })
}
