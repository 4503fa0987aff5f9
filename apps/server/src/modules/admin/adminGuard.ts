import type { Endpoint } from '@hapdex/core/api/endpoint'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { ApiError } from '../../http/apiError.ts'
import { registerEndpoint, type EndpointHandler } from '../../http/registerEndpoint.ts'

/** Operators are signed-in sessions whose (checksummed) address is listed in ADMIN_ADDRESSES. */
export function requireAdmin(config: Config, user: { address: string }): void {
  if (!config.adminAddresses.includes(user.address)) throw new ApiError('forbidden')
}

/** Registers operator endpoints: each handler checks the operator again, in case a path moves out of /api/admin. */
export function adminEndpoints(app: FastifyInstance, config: Config) {
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    registerEndpoint(app, endpoint, (context) => {
      requireAdmin(config, context.user)
      return handler(context)
    })
}
