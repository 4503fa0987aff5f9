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

function tagOf(path: string): string {
  const first = path.split('/').find(Boolean) ?? 'api'
  return first === 'register' ? 'uc' : first
}

async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body == null) request.body = {}
}

/**
 * Registers a core endpoint definition as a route: its zod input validates the query (GET) or
 * body (POST), its output serializes `data` inside the `{code, msg, data}` envelope, and the
 * same schemas feed the OpenAPI reference.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const inputLocation = endpoint.method === 'GET' ? 'querystring' : 'body'
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [tagOf(endpoint.path)],
      ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
      [inputLocation]: endpoint.input,
      response: { 200: envelope(endpoint.output), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    // Bodyless POSTs (logout, ...) validate as an empty object instead of failing on `undefined`.
    // Only where there is a body: a hook that does nothing still costs every request its turn.
    ...(inputLocation === 'body' ? { preValidation: emptyBodyAsObject } : {}),
    handler: async (request, reply) => {
      // Here rather than in a preHandler hook, which would cost every request a hook turn: it
      // still runs after validation and before the endpoint's own code.
      if (endpoint.auth && request.user === null) throw new ApiError('unauthorized')
      const input = (inputLocation === 'body' ? request.body : request.query) as z.output<E['input']>
      const data = await handler({
        input,
        request,
        reply,
        get user() {
          if (request.user === null) throw new ApiError('unauthorized')
          return request.user
        },
      })
      return { code: 200, msg: 'success', data }
    },
  })
}
