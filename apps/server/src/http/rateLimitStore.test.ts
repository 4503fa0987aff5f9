import { once } from 'node:events'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectRedis } from '../redis/connectRedis.ts'
import { startTcpProxy } from '../test/tcpProxy.ts'
import { testApp } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { testRedisNamespace, testRedisUrl, type TestRedisNamespace } from '../test/testRedis.ts'
import { rateLimitStore } from './rateLimitStore.ts'

/** Issue 52: with REDIS_URL, every process counts against one budget; without Redis, each in its own memory (decision 0049). */

const pglite = testDatabases[0]
const redisPort = () => Number(new URL(testRedisUrl ?? 'redis://127.0.0.1').port || 6379)

describe.runIf(testRedisUrl !== undefined)('rate limits in Redis', () => {
  let database: TestDatabase
  let namespace: TestRedisNamespace
  const opened: FastifyInstance[] = []
  beforeAll(async () => {
    if (pglite === undefined) throw new Error('no test database')
    database = await pglite.create()
  })
  afterAll(async () => {
    await database.drop()
  })
  beforeEach(async () => {
    namespace = await testRedisNamespace()
  })
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close()
    await namespace.drop()
  })

  /** An API process of the deployment under test: same database, same Redis, same prefix. */
  const apiProcess = async (env: Record<string, string>, redisUrl = testRedisUrl ?? '') => {
    const app = await testApp(database.db, { REDIS_URL: redisUrl, REDIS_PREFIX: namespace.prefix, ...env })
    opened.push(app)
    return app
  }
  const get = (app: FastifyInstance, url = '/api/basic/banner/list') => app.inject({ method: 'GET', url })

  it('lets two processes together accept exactly the limit, and answers the rest 429 as the API does', async () => {
    const [one, two] = [await apiProcess({ RATE_LIMIT_MAX: '5' }), await apiProcess({ RATE_LIMIT_MAX: '5' })]
    // All at once, from both: each count is one atomic INCR, so no two requests read the same.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get(i % 2 === 0 ? one : two)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5)
    const limited = answers.filter((answer) => answer.statusCode !== 200)
    expect(limited.map((answer) => answer.statusCode)).toEqual(Array(7).fill(429))
    for (const answer of limited) {
      expect(answer.json()).toEqual({ code: 429, msg: expect.any(String), data: null, error: 'rate_limited' })
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Each process, asked alone, sees the other's requests too.
    expect([(await get(one)).statusCode, (await get(two)).statusCode]).toEqual([429, 429])
  })

  it("shares the sign-in limit too, and keeps every key under the deployment's prefix for one window", async () => {
    const [one, two] = [await apiProcess({ SIGN_IN_RATE_LIMIT_MAX: '2' }), await apiProcess({ SIGN_IN_RATE_LIMIT_MAX: '2' })]
    const nonces = [await get(one, '/api/auth/nonce'), await get(two, '/api/auth/nonce'), await get(one, '/api/auth/nonce')]
    expect(nonces.map((answer) => answer.statusCode)).toEqual([200, 200, 429])
    const keys = await namespace.keys()
    expect(keys.map((key) => key.slice(namespace.prefix.length))).toEqual([
      'rate-limit:GET/api/auth/nonce:sign-in:127.0.0.1',
      'rate-limit:anonymous:127.0.0.1',
      'rate-limit:client:127.0.0.1',
    ])
    // Counted up to the limit and no further; the API-wide limits' counts hold the leases taken.
    const values = await Promise.all(keys.map((key) => namespace.redis.get(key)))
    expect(values).toEqual(['2', String(75 + 65), String(375 + 328)])
    for (const key of keys) expect(await namespace.redis.pttl(key)).toBeGreaterThan(50_000)
    for (const key of keys) expect(await namespace.redis.pttl(key)).toBeLessThanOrEqual(60_000)
  })

  it('takes a share of what is left at a time, so a key far from its limit seldom asks Redis', async () => {
    const app = await apiProcess({ RATE_LIMIT_MAX: '800', RATE_LIMIT_CLIENT_MAX: '100000' })
    const sessionCount = () => namespace.redis.get(`${namespace.prefix}rate-limit:anonymous:127.0.0.1`)
    await get(app)
    // An eighth of 800: this process accepts 100 requests on its own before it asks again.
    expect(await sessionCount()).toBe('100')
    for (let i = 1; i < 100; i++) await get(app)
    expect(await sessionCount()).toBe('100')
    const next = await get(app)
    expect(await sessionCount()).toBe(String(100 + 87))
    expect(next.headers['x-ratelimit-remaining']).toBe(String(800 - 101))
  })

  it('accepts exactly the limit from two processes, however the leases fall', async () => {
    const [one, two] = [await apiProcess({ RATE_LIMIT_MAX: '40' }), await apiProcess({ RATE_LIMIT_MAX: '40' })]
    const answers = await Promise.all(Array.from({ length: 70 }, (_, i) => get(i % 2 === 0 ? one : two)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(40)
    expect(await namespace.redis.get(`${namespace.prefix}rate-limit:anonymous:127.0.0.1`)).toBe('40')
  })

  it('counts in each process\'s memory while Redis is out of reach: the API answers, and still limits', async () => {
    const proxy = await startTcpProxy(redisPort())
    try {
      const url = `redis://127.0.0.1:${proxy.port}`
      const [one, two] = [await apiProcess({ RATE_LIMIT_MAX: '3' }, url), await apiProcess({ RATE_LIMIT_MAX: '3' }, url)]
      expect([(await get(one)).statusCode, (await get(two)).statusCode]).toEqual([200, 200])
      await proxy.cut()
      // Neither a 500 for every request (closed) nor no limit (open): three each, from a fresh count.
      const started = performance.now()
      const statuses = async (app: FastifyInstance) => [await get(app), await get(app), await get(app), await get(app)].map((answer) => answer.statusCode)
      expect(await statuses(one)).toEqual([200, 200, 200, 429])
      expect(await statuses(two)).toEqual([200, 200, 200, 429])
      // Answered at once, not after a timeout per request.
      expect(performance.now() - started).toBeLessThan(1000)
    } finally {
      await proxy.close()
    }
  })

  it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
    const proxy = await startTcpProxy(redisPort())
    await proxy.cut()
    await expect(apiProcess({}, `redis://:secret@127.0.0.1:${proxy.port}`)).rejects.toThrow(`REDIS_URL: no Redis answers at redis://:***@127.0.0.1:${proxy.port}`)
  })

  it('counts in Redis again once it answers again', async () => {
    const proxy = await startTcpProxy(redisPort())
    const owner = Fastify({ logger: false })
    try {
      const redis = await connectRedis(owner, { url: `redis://127.0.0.1:${proxy.port}`, meanwhile: 'counting in memory' })
      const Store = rateLimitStore({ redis, prefix: namespace.prefix }, owner.log)
      const store = new Store({})
      // A limit of 5: leases of one, so every count asks Redis.
      const count = () => new Promise<number>((resolve, reject) => store.incr('client:203.0.113.7', (error, result) => (error === null && result !== undefined ? resolve(result.current) : reject(error ?? new Error('no result'))), 60_000, 5))
      const inRedis = async () => Number(await namespace.redis.get(`${namespace.prefix}rate-limit:client:203.0.113.7`))

      expect([await count(), await count(), await inRedis()]).toEqual([1, 2, 2])
      await proxy.cut()
      expect([await count(), await inRedis()]).toEqual([1, 2])
      await proxy.restore()
      await once(redis, 'ready')
      expect([await count(), await inRedis()]).toEqual([3, 3])
    } finally {
      await owner.close()
      await proxy.close()
    }
  })
})
