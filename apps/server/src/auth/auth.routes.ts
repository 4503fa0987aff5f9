import { authLogin, authLogout, authNonce } from '@hapdex/core/api/auth'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import type { Notifications } from '../db/notifications.ts'
import { ApiError } from '../http/apiError.ts'
import { clientKey } from '../http/clientKey.ts'
import { registerEndpoint } from '../http/registerEndpoint.ts'
import type { SiteOrigin } from '../http/siteOrigin.ts'
import { issueNonce, login, logout } from './auth.service.ts'
import { parseSiweMessage } from 'viem/siwe'

/** The domain a SIWE message must name: the configured origin's host, never the request's Host header. */
export function expectedDomain(origin: SiteOrigin): string {
  if (origin.value === undefined) throw new ApiError('auth.message_invalid', { detail: 'this server has no PUBLIC_ORIGIN to check the domain against' })
  return new URL(origin.value).host
}

function namedDomain(message: string): string | undefined {
  try {
    return parseSiweMessage(message).domain
  } catch {
    return undefined
  }
}

export function registerAuthRoutes(app: FastifyInstance, { db, config, origin, notifications }: { db: Db; config: Config; origin: SiteOrigin; notifications: Notifications }): void {
  // Nonces and logins are limited per client address whatever the session: fresh sessions buy no more.
  const rateLimit = { max: config.signInRateLimitMax, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `sign-in:${clientKey(request)}` }
  registerEndpoint(app, authNonce, () => issueNonce(db), { rateLimit })
  registerEndpoint(
    app,
    authLogin,
    ({ input }) => {
      // A message naming the console's own origin signs in there; any other is checked against the users' origin.
      const consoleHost = config.adminOrigin === undefined ? undefined : new URL(config.adminOrigin).host
      const console = consoleHost !== undefined && namedDomain(input.message) === consoleHost
      return login(db, { ...input, domain: console ? consoleHost : expectedDomain(origin), chainId: config.chainId, sessionTtlHours: config.sessionTtlHours, console })
    },
    { rateLimit },
  )
  registerEndpoint(app, authLogout, async ({ user }) => {
    const done = await logout(db, user.tokenHash)
    await notifications.publish('session.revoked', { tokenHash: user.tokenHash })
    return done
  })
}
