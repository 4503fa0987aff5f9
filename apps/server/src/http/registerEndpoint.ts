import type { Endpoint } from '@hapdex/core/api/endpoint'
import { envelope, errorEnvelope } from '@hapdex/core/api/envelope'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { SessionUser } from '../auth/authPlugin.ts'
import { ApiError } from './apiError.ts'

export interface EndpointContext<I> {
  input: I
  request: FastifyRequest
  reply: FastifyReply
  /** The signed-in user; reading it on an anonymous request answers 401. */
  readonly user: SessionUser
}

export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<z.output<E['input']>>,
) => Promise<z.output<E['output']>>

export const API_PREFIX = '/api'

const registered = new WeakMap<FastifyInstance, Endpoint[]>()

/** The endpoint definitions registered on an app, in registration order (the hostile-input test walks them). */
export function registeredEndpoints(app: FastifyInstance): readonly Endpoint[] {
  return registered.get(app) ?? []
}

/** Lists a route served without registerEndpoint (multipart uploads) among the app's endpoints. */
export function recordEndpoint(app: FastifyInstance, endpoint: Endpoint): void {
  const list = registered.get(app) ?? []
  list.push(endpoint)
  registered.set(app, list)
}

function tagOf(path: string): string {
  const first = path.split('/').find(Boolean) ?? 'api'
  return first === 'register' ? 'uc' : first
}

async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body == null) request.body = {}
}

/** The route's first own hook: the session (resolved by the app's onRequest hook) and the guard, before parsing. */
export function callerCheck(auth: boolean, guard?: RegisterEndpointOptions['guard']) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.user === null) return done(auth || guard ? new ApiError('unauthorized') : undefined)
    try {
      guard?.(request.user)
      done()
    } catch (error) {
      done(error as Error)
    }
  }
}

/**
 * Registers a core endpoint definition as a route: its zod input validates the query (GET) or
 * body (POST), its output serializes `data` inside the `{code, msg, data}` envelope, and the
 * same schemas feed the OpenAPI reference. A signed-in endpoint answers 401 (and a guarded one
 * 403) before its body is even read, so an anonymous caller learns nothing of its input.
 */
export interface RegisterEndpointOptions {
  /** Who may call, checked with the session before the input is parsed or validated (operators: requireAdmin). */
  guard?: (user: SessionUser) => void
  /** A tighter limit of this route's own (sign-in), on top of the app's per-client and per-session limits. */
  rateLimit?: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string }
  /**
   * Runs the handler inside `around` (operators: the signed action's context), after `check`
   * has seen the body as received, before validation (operators: the signature over it).
   */
  wrap?: {
    check: (request: FastifyRequest, endpoint: Endpoint) => Promise<void>
    /** Answers the handler's data (200), or its own (202, with `accepted` as its schema) instead of running it. */
    around: (request: FastifyRequest, endpoint: Endpoint, input: unknown, handle: () => Promise<unknown>) => Promise<{ status: 200 | 202; data: unknown }>
    accepted: z.ZodType
  }
}

function preValidationOf(inputLocation: 'body' | 'querystring', endpoint: Endpoint, wrap: RegisterEndpointOptions['wrap']) {
  return async (request: FastifyRequest) => {
    if (inputLocation === 'body') await emptyBodyAsObject(request)
    await wrap?.check(request, endpoint)
  }
}

export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: RegisterEndpointOptions = {}): void {
  const { wrap } = options
  const inputLocation = endpoint.method === 'GET' ? 'querystring' : 'body'
  recordEndpoint(app, endpoint)
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [tagOf(endpoint.path)],
      ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
      [inputLocation]: endpoint.input,
      response: { 200: envelope(endpoint.output), ...(wrap ? { 202: envelope(wrap.accepted) } : {}), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    // Only where needed: a hook that does nothing still costs every request its turn.
    ...(endpoint.auth || options.guard ? { onRequest: callerCheck(endpoint.auth, options.guard) } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    // Bodyless POSTs (logout, ...) validate as an empty object instead of failing on `undefined`.
    ...(inputLocation === 'body' || wrap ? { preValidation: preValidationOf(inputLocation, endpoint, wrap) } : {}),
    handler: async (request, reply) => {
      const input = (inputLocation === 'body' ? request.body : request.query) as z.output<E['input']>
      const handle = () =>
        handler({
          input,
          request,
          reply,
          get user() {
            if (request.user === null) throw new ApiError('unauthorized')
            return request.user
          },
        })
      if (wrap === undefined) return { code: 200, msg: 'success', data: await handle() }
      const { status, data } = await wrap.around(request, endpoint, input, handle)
      reply.code(status)
      return { code: status, msg: status === 202 ? 'awaiting approval' : 'success', data }
    },
  })
}
