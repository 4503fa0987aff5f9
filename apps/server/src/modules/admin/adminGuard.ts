import type { Endpoint } from '@hapdex/core/api/endpoint'
import { operatorRequestView } from '@hapdex/core/api/operatorRequests'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { registerEndpoint, type EndpointHandler, type RegisterEndpointOptions } from '../../http/registerEndpoint.ts'
import type { TokenCatalog } from '../wallet/tokenCatalog.ts'
import type { StoredSignature } from './audit/auditChain.ts'
import { consumeSignedNonces, runSignedAction } from './operatorActions/operatorActionContext.ts'
import { verifyOperatorSignature } from './operatorActions/operatorSignature.ts'
import { approvalNeeded } from './operatorRequests/approvalRules.ts'
import { createRequest } from './operatorRequests/operatorRequests.service.ts'

/** Operators are signed-in sessions whose (checksummed) address is listed in ADMIN_ADDRESSES. */
export function requireAdmin(config: Config, user: { address: string; console: boolean }): void {
  if (!config.adminAddresses.includes(user.address)) throw new ApiError('forbidden')
  // With the console on its own origin, a session of the users' origin never operates, whoever it is.
  if (config.adminOrigin !== undefined && !user.console) throw new ApiError('operator.console_origin')
}

export interface AdminContext {
  config: Config
  db: Db
  tokens: TokenCatalog
}

export interface AdminEndpointOptions {
  /** The wall clock signatures and requests expire by (never the programmes' clock, which the devnet moves). */
  now?: () => Date
}

/** An operator action as registered, so an approved request can run it later with the input it was asked with. */
export interface RegisteredAction {
  endpoint: Endpoint
  handler: EndpointHandler<Endpoint>
}

const actionsByApp = new WeakMap<FastifyInstance, Map<string, RegisteredAction>>()

export function registeredAction(app: FastifyInstance, path: string): RegisteredAction | undefined {
  return actionsByApp.get(app)?.get(path)
}

/**
 * Registers operator endpoints: the operator is checked before the input is read (401 or 403
 * first), whatever the path. Every POST is an action and carries the operator's EIP-712 signature
 * over its body (decision 0046): a session token alone can only read. An action a two-operator
 * rule covers becomes a request (202) that a second operator approves.
 */
export function adminEndpoints(app: FastifyInstance, ctx: AdminContext, options: AdminEndpointOptions = {}) {
  const guard = (user: { address: string; console: boolean }) => requireAdmin(ctx.config, user)
  const wrap = signedActions(ctx, options.now ?? (() => new Date()))
  const actions = actionsByApp.get(app) ?? new Map<string, RegisteredAction>()
  actionsByApp.set(app, actions)
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => {
    if (endpoint.method === 'POST') actions.set(endpoint.path, { endpoint, handler: handler as unknown as EndpointHandler<Endpoint> })
    registerEndpoint(app, endpoint, handler, { guard, ...(endpoint.method === 'POST' ? { wrap } : {}) })
  }
}

function signedActions(ctx: AdminContext, now: () => Date): NonNullable<RegisterEndpointOptions['wrap']> {
  const verified = new WeakMap<FastifyRequest, StoredSignature>()
  return {
    accepted: operatorRequestView,
    async check(request, endpoint) {
      if (request.user === null) throw new ApiError('unauthorized')
      verified.set(request, await verifyOperatorSignature({ action: endpoint.path, body: request.body, headers: request.headers }, request.user.address, ctx.config.chainId, now()))
    },
    async around(request, endpoint, input, handle) {
      const signed = verified.get(request)
      if (signed === undefined) throw new ApiError('operator.signature_required')
      // Used up before the action starts, whether it then succeeds or not: of concurrent replays
      // exactly one gets past, and an action whose several transactions each write an entry
      // (a reconciliation pass) is still authorised once.
      await consumeSignedNonces(ctx.db, [signed])
      const need = await approvalNeeded(ctx, endpoint.path, input as Record<string, unknown>)
      if (need !== undefined) return { status: 202, data: await createRequest(ctx.db, signed, need, now(), ctx.config.operatorRequestHours) }
      return { status: 200, data: await runSignedAction({ signatures: [signed] }, handle) }
    },
  }
}
