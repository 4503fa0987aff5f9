import type { Endpoint } from '@hapdex/core/api/endpoint'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { ApiError } from '../../http/apiError.ts'
import { registerEndpoint, type EndpointHandler } from '../../http/registerEndpoint.ts'

/** Operators are signed-in sessions whose (checksummed) address is listed in ADMIN_ADDRESSES. */
export function requireAdmin(config: Config, user: { address: string }): void {
  if (!config.adminAddresses.includes(user.address)) throw new ApiError('forbidden')
}

/** Registers operator endpoints: the operator is checked before the input is read (401 or 403 first), whatever the path. */
export function adminEndpoints(app: FastifyInstance, config: Config) {
  const guard = (user: { address: string }) => requireAdmin(config, user)
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => registerEndpoint(app, endpoint, handler, { guard })
}
