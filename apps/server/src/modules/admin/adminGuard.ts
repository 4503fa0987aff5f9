import type { Endpoint } from '@hapdex/core/api/endpoint'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { registerEndpoint, type EndpointHandler, type RegisterEndpointOptions } from '../../http/registerEndpoint.ts'
import type { StoredSignature } from './audit/auditChain.ts'
import { consumeSignedNonces, runSignedAction } from './operatorActions/operatorActionContext.ts'
import { verifyOperatorSignature } from './operatorActions/operatorSignature.ts'

/** Operators are signed-in sessions whose (checksummed) address is listed in ADMIN_ADDRESSES. */
export function requireAdmin(config: Config, user: { address: string }): void {
  if (!config.adminAddresses.includes(user.address)) throw new ApiError('forbidden')
}

export interface AdminEndpointOptions {
  /** The wall clock signatures expire by (never the programmes' clock, which the devnet moves). */
  now?: () => Date
}

/**
 * Registers operator endpoints: the operator is checked before the input is read (401 or 403
 * first), whatever the path. Every POST is an action and carries the operator's EIP-712 signature
 * over its body (decision 0046): a session token alone can only read.
 */
export function adminEndpoints(app: FastifyInstance, { config, db }: { config: Config; db: Db }, options: AdminEndpointOptions = {}) {
  const guard = (user: { address: string }) => requireAdmin(config, user)
  const wrap = signedActions(config, db, options.now ?? (() => new Date()))
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => registerEndpoint(app, endpoint, handler, { guard, ...(endpoint.method === 'POST' ? { wrap } : {}) })
}

function signedActions(config: Config, db: Db, now: () => Date): NonNullable<RegisterEndpointOptions['wrap']> {
  const verified = new WeakMap<FastifyRequest, StoredSignature>()
  return {
    async check(request, endpoint) {
      if (request.user === null) throw new ApiError('unauthorized')
      verified.set(request, await verifyOperatorSignature({ action: endpoint.path, body: request.body, headers: request.headers }, request.user.address, config.chainId, now()))
    },
    async around(request, handle) {
      const signed = verified.get(request)
      if (signed === undefined) throw new ApiError('operator.signature_required')
      // Used up before the action starts, whether it then succeeds or not: of concurrent replays
      // exactly one gets past, and an action whose several transactions each write an entry
      // (a reconciliation pass) is still authorised once.
      await consumeSignedNonces(db, [signed])
      return runSignedAction([signed], handle)
    },
  }
}
