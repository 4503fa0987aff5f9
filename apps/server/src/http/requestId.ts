import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance } from 'fastify'

export const REQUEST_ID_HEADER = 'x-request-id'
/** What a proxy's id may look like: its own UUIDs, or any short token without spaces or controls. */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * A request's id (decision 0047): the trusted proxy's `x-request-id` when the request came through
 * one of TRUSTED_PROXIES, so one id follows the request from the load balancer into every log
 * line; otherwise a UUID of our own (a client cannot choose the id its requests are logged under).
 */
export function requestIdGenerator(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const trusted = trustedProxies.length > 0 ? proxyAddr.compile([...trustedProxies]) : undefined
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER]
    const peer = request.socket.remoteAddress
    if (trusted !== undefined && peer !== undefined && typeof offered === 'string' && PROXY_ID.test(offered) && trusted(peer, 0)) return offered
    return randomUUID()
  }
}

/** Every answer names its request's id, so a user's report or a proxy's log finds the server's lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
}
