import type { Redis } from 'ioredis'

/** A process takes at most this share of what is left of a key's budget at a time (one at the least). */
export const LEASE_SHARE = 8

/**
 * Grants a share of what is left of the key's budget in this window, and at least one; none once
 * the limit is reached, and then counts no more (nothing reads a count past it). So the grants of
 * every process together never pass the limit. Returns the count after the grant, the window's
 * time left and the grant.
 */
const LEASE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[2])
local grant = 0
if current < limit then
  grant = math.max(1, math.floor((limit - current) / tonumber(ARGV[3])))
  current = redis.call('INCRBY', KEYS[1], grant)
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl, grant}
`

type LeaseCommand = { hapdexRateLimitLease(key: string, windowMs: number, limit: number, share: number): Promise<[number, number, number]> }

export type Counted = { current: number; ttl: number }
/** Requests numbered up to `total` in the key's count, of which `left` are still this process's to accept. */
type Lease = { total: number; left: number; expiresAt: number }

/**
 * A key's count in Redis, taken in leases (decision 0049): a process asks Redis for a share of
 * what is left of the budget and accepts that many requests on its own before asking again, so a
 * key far from its limit costs a Redis call now and then rather than one a request, and one near
 * it a call a request (the shares shrink to one). Every accepted request holds a unit Redis
 * granted, so all processes together never accept more than the limit; a process that stops
 * seeing a client leaves its lease unused, so they may accept a little less. A key whose limit is
 * reached stays refused here until its window ends, without asking Redis, since counts only grow.
 */
export class LeasedCounts {
  readonly #redis: Redis & LeaseCommand
  readonly #prefix: string
  readonly #maxKeys: number
  readonly #leases = new Map<string, Lease>()
  /** One lease call at a time per key: requests arriving meanwhile wait for it, not ask again. */
  readonly #pending = new Map<string, Promise<void>>()

  constructor(redis: Redis, prefix: string, maxKeys: number) {
    if (!('hapdexRateLimitLease' in redis)) redis.defineCommand('hapdexRateLimitLease', { numberOfKeys: 1, lua: LEASE_SCRIPT })
    this.#redis = redis as Redis & LeaseCommand
    this.#prefix = prefix
    this.#maxKeys = maxKeys
  }

  /** Counts one request of `key`; rejects when Redis does. */
  async count(key: string, windowMs: number, limit: number): Promise<Counted> {
    for (;;) {
      const lease = this.#leases.get(key)
      const now = Date.now()
      if (lease !== undefined && now < lease.expiresAt) {
        if (lease.left > 0) {
          lease.left--
          return { current: lease.total - lease.left, ttl: lease.expiresAt - now }
        }
        if (lease.total >= limit) return { current: lease.total + 1, ttl: lease.expiresAt - now }
      }
      await (this.#pending.get(key) ?? this.#renew(key, windowMs, limit))
    }
  }

  #renew(key: string, windowMs: number, limit: number): Promise<void> {
    const renewal = this.#redis.hapdexRateLimitLease(`${this.#prefix}${key}`, windowMs, limit, LEASE_SHARE).then(([total, ttl, grant]) => {
      // Bounded: a lease forgotten is budget left unused, which makes a limit stricter, never laxer.
      if (this.#leases.size >= this.#maxKeys) this.#leases.clear()
      this.#leases.set(key, { total, left: grant, expiresAt: Date.now() + ttl })
    })
    const pending = renewal.finally(() => this.#pending.delete(key))
    this.#pending.set(key, pending)
    return pending
  }
}
