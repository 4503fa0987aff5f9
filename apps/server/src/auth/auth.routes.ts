import { authLogin, authLogout, authNonce } from '@hapdex/core/api/auth'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { registerEndpoint } from '../http/registerEndpoint.ts'
import { issueNonce, login, logout } from './auth.service.ts'
import type { SessionCache } from './sessionCache.ts'

/** The domain a SIWE message must name: PUBLIC_ORIGIN's host when configured, else the Host header. */
export function expectedDomain(config: Config, request: FastifyRequest): string {
  return config.publicOrigin === undefined ? request.host : new URL(config.publicOrigin).host
}

export function registerAuthRoutes(app: FastifyInstance, { db, config, sessions }: { db: Db; config: Config; sessions: SessionCache }): void {
  registerEndpoint(app, authNonce, () => issueNonce(db))
  registerEndpoint(app, authLogin, ({ input, request }) =>
    login(db, {
      ...input,
      domain: expectedDomain(config, request),
      chainId: config.chainId,
      sessionTtlHours: config.sessionTtlHours,
    }),
  )
  registerEndpoint(app, authLogout, async ({ user }) => {
    const done = await logout(db, user.tokenHash)
    sessions.evict(user.tokenHash)
    return done
  })
}
