import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { ApiError } from './apiError.ts'
import { clientKey } from './clientKey.ts'
import { rateLimitStore, type SharedCounters } from './rateLimitStore.ts'

/** Origins the SPA talks to besides its own: the chain's RPC endpoints. */
function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : [])))]
}

/**
 * Plain strings only: helmet also accepts per-request functions as directive values, which
 * headers computed once at startup could not honour.
 */
type StaticDirectives = Record<string, readonly string[] | null>

/**
 * Headers for a Vite SPA served from this origin: no inline scripts, inline styles allowed (CSS
 * in JS and wallet modals use them), images from data:/blob: URLs (token icons, QR codes).
 */
export function helmetOptions(rpcUrls: readonly string[]): HelmetOptions {
  const directives: StaticDirectives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'", ...origins(rpcUrls)],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Plain-http devnets and LAN hosts must keep working; TLS is the proxy's business.
    upgradeInsecureRequests: null,
  }
  return {
    contentSecurityPolicy: { directives },
    // Wallet SDKs open popups that talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  }
}

export interface SecurityHeaders {
  /** Lowercase name to value, in helmet's order: what every response carries. */
  headers: Readonly<Record<string, string>>
  /** What only a document (an HTML response) needs: the policies a browser applies to a page. */
  documentHeaders: Readonly<Record<string, string>>
  remove: readonly string[]
}

/** Headers a response carries before helmet runs; those it deletes are the ones to delete. */
const PROBED_HEADERS = ['x-powered-by']

/**
 * What a browser reads on a script, a style, an image or an API answer: never sniff the type,
 * and no other site may embed it. Everything else helmet sets (the CSP, framing, the opener and
 * referrer policies, HSTS, …) governs a page and is read from documents only. On a phone's first
 * load, twenty-odd scripts, styles and answers each carried those 650 bytes too: about 13 KiB of
 * the first screen's downloads on a slow network (docs/decisions/0014-document-headers.md).
 */
const EVERY_RESPONSE = new Set(['x-content-type-options', 'cross-origin-resource-policy'])

/**
 * Runs helmet's own middleware once against a detached response and records what it did. The
 * options are static, so every request would get the same headers: @fastify/helmet instead
 * re-parses the CSP and rebuilds every header on each request.
 */
export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  for (const name of PROBED_HEADERS) response.setHeader(name, 'probe')
  helmet(options)(response.req, response, (error) => {
    if (error !== undefined) throw error
  })
  const set = Object.entries(response.getHeaders()).filter(([name]) => !PROBED_HEADERS.includes(name))
  const pick = (wanted: boolean) => Object.fromEntries(set.filter(([name]) => EVERY_RESPONSE.has(name) === wanted).map(([name, value]) => [name, String(value)]))
  return {
    headers: pick(true),
    documentHeaders: pick(false),
    remove: PROBED_HEADERS.filter((name) => !response.hasHeader(name)),
  }
}

const isDocument = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html')

/**
 * Every response, API, web app and 404 alike, gets the headers every response needs from the
 * start of the request; an HTML one (the app's page, the API docs) gets the document's too as it
 * is sent, but for those its route set itself (the docs' own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, rpcUrls: readonly string[]): void {
  const { headers, documentHeaders, remove } = computeSecurityHeaders(helmetOptions(rpcUrls))
  const documentHeaderNames = Object.keys(documentHeaders)
  // One object for Fastify's reply headers rather than a raw setHeader each, which validates and
  // lowercases every name again on every request: a tenth of a wallet read (bench/api).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    for (const name of remove) reply.raw.removeHeader(name)
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDocument(reply.getHeader('content-type'))) {
      for (const name of documentHeaderNames) if (!reply.hasHeader(name)) reply.header(name, documentHeaders[name])
    }
    done(null, payload)
  })
}

/** Per session when signed in (shared IPs of mobile carriers), per client address otherwise. */
function sessionKey(request: FastifyRequest): string {
  return request.user === null ? `anonymous:${clientKey(request)}` : `session:${request.user.tokenHash}`
}

export interface RateLimits {
  /** API requests per minute of one session (of one client address while anonymous). */
  perSession: number
  /** API requests per minute of one client address, whatever its sessions. */
  perClient: number
  /** Where every limit counts, these two and the routes' own: Redis, shared by every process, or (undefined) this process's memory. */
  shared?: SharedCounters | undefined
}

const WINDOW = '1 minute'

/**
 * Two limits on every API request: its session's (or, anonymous, its client address's) and its
 * client address's whatever the session, so one client cannot spread requests over many
 * sessions. The client address is the socket's unless TRUSTED_PROXIES names the proxy in front
 * (Fastify's trustProxy; docs/decisions). Routes may add a tighter limit of their own (uploads,
 * sign-in). The headers show the tighter of the two. All of them count in one store
 * (rateLimitStore.ts, decision 0049).
 */
export async function registerRateLimit(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    // Only routes with a limit of their own get the plugin's hook; the two limits below apply to every API route.
    global: false,
    max: limits.perSession,
    timeWindow: WINDOW,
    keyGenerator: sessionKey,
    errorResponseBuilder: () => new ApiError('rate_limited'),
    store: rateLimitStore(limits.shared, app.log),
  })
  const bySession = app.createRateLimit({ max: limits.perSession, timeWindow: WINDOW, keyGenerator: sessionKey })
  const byClient = app.createRateLimit({ max: limits.perClient, timeWindow: WINDOW, keyGenerator: (request) => `client:${clientKey(request)}` })
  // Only the API is limited: the app's own files (scripts, styles, logos, token lists) are
  // static, cached, and a page load fetches dozens of them.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    const [session, client] = await Promise.all([bySession(request), byClient(request)])
    if (session.isAllowed || client.isAllowed) return
    const tighter = session.remaining <= client.remaining ? session : client
    const exceeded = session.isExceeded ? session : client.isExceeded ? client : undefined
    reply.header('x-ratelimit-limit', tighter.max)
    reply.header('x-ratelimit-remaining', tighter.remaining)
    reply.header('x-ratelimit-reset', (exceeded ?? tighter).ttlInSeconds)
    if (exceeded === undefined) return
    reply.header('retry-after', exceeded.ttlInSeconds)
    throw new ApiError('rate_limited')
  })
}
