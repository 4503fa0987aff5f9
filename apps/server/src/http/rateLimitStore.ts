import { createRequire } from 'node:module'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { LeasedCounts, type Counted } from './rateLimitLeases.ts'

/** The plugin's memory store (an LRU of `cache` keys), which its index does not export: store/LocalStore.js of @fastify/rate-limit 11. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitStore

/**
 * Keys each limiter holds in memory (per limiter: the per-session, the per-client, each route's
 * own); past it the least recently counted are forgotten and start again at zero. A client
 * rotating through more addresses than this within a window can so push others' counts out,
 * which only makes limits laxer, and gains it no more than its addresses already give it (each
 * has a budget of its own). With Redis the counts are Redis's; this bounds the leases held, and
 * the counts kept while Redis is out of reach.
 */
export const MEMORY_KEYS = 10_000

export type SharedCounters = {
  redis: Redis
  /** The deployment's prefix (REDIS_PREFIX): the limits' keys go under `${prefix}rate-limit:`. */
  prefix: string
}

/**
 * What the plugin passes to a store and its child(): its merged options, with `routeInfo` the
 * route's (empty for createRateLimit). Its types call that a RouteOptions.
 */
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo?: { method?: unknown; url?: unknown } }
type Context = { shared: SharedCounters | undefined; log: FastifyBaseLogger; failing: boolean }

/**
 * Where every limit counts (decision 0049): in Redis when one is configured, so every API process
 * counts against one budget; in this process's memory otherwise, and also while Redis is out of
 * reach, so a Redis outage neither stops the API (closed) nor lifts its limits (open): each
 * process limits on its own until Redis answers again.
 */
export function rateLimitStore(shared: SharedCounters | undefined, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const context: Context = { shared, log, failing: false }
  return class extends CountingStore {
    constructor(options: object) {
      super(options as StoreOptions, context, '')
    }
  }
}

class CountingStore implements FastifyRateLimitStore {
  readonly #context: Context
  readonly #local: FastifyRateLimitStore
  readonly #shared: LeasedCounts | undefined

  constructor(options: StoreOptions, context: Context, name: string) {
    // Our limits use neither; the memory store honours them should a route ask, Redis's leases do not.
    this.#local = new LocalStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, MEMORY_KEYS)
    this.#context = context
    const { shared } = context
    this.#shared = shared === undefined ? undefined : new LeasedCounts(shared.redis, `${shared.prefix}rate-limit:${name}`, MEMORY_KEYS)
  }

  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number): void {
    const context = this.#context
    // Disconnected (reconnecting): straight to memory, without a command that can only fail.
    if (this.#shared === undefined || context.shared?.redis.status !== 'ready') return this.#local.incr(key, callback, timeWindow, max)
    this.#shared.count(key, timeWindow, max).then(
      (counted) => {
        context.failing = false
        callback(null, counted)
      },
      (error: Error) => {
        // A lost connection is logged by connectRedis, once; this is also Redis answering with an error (out of memory, …).
        if (!context.failing) context.log.warn({ err: error }, 'redis failed a rate-limit count: counting in memory')
        context.failing = true
        this.#local.incr(key, callback, timeWindow, max)
      },
    )
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const options = routeOptions as unknown as StoreOptions
    return new CountingStore(options, this.#context, routeName(options))
  }
}

/** A route's own limit (sign-in, uploads) counts apart from the API-wide ones: `POST/api/auth/login:`. */
function routeName({ routeInfo }: StoreOptions): string {
  return typeof routeInfo?.url === 'string' ? `${String(routeInfo.method)}${routeInfo.url}:` : ''
}
