import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInUsers } from '../test/walletTestKit.ts'
import { testApp } from '../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../test/testDb.ts'
import { testRedisNamespace, testRedisUrl, type TestRedisNamespace } from '../test/testRedis.ts'

/** Issue 15: limits per client address as well as per session; X-Forwarded-For only from configured proxies. */

// The limits do not depend on the database kind: one is enough. They count in memory, and in Redis too when TEST_REDIS_URL is set (decision 0049).
const pglite = testDatabases[0]
const stores = ['memory', ...(testRedisUrl === undefined ? [] : ['redis'])]

describe.each(stores)('rate limits (%s)', (store) => {
  let database: TestDatabase
  let redis: TestRedisNamespace | undefined
  /** Signs the sessions in under the default limits; the apps under test share its database. */
  let setup: FastifyInstance
  const opened: FastifyInstance[] = []
  let auth: string[] = []

  beforeAll(async () => {
    if (pglite === undefined) throw new Error('no test database')
    database = await pglite.create()
    if (store === 'redis') redis = await testRedisNamespace()
    setup = await testApp(database.db)
    auth = (await signInUsers(setup, 4)).auth
  })
  afterAll(async () => {
    for (const app of [setup, ...opened]) await app.close()
    await database.drop()
    await redis?.drop()
  })

  // Each app counts from zero, as a fresh process does in memory: in Redis, under a prefix of its own.
  const appWith = async (env: Record<string, string>) => {
    const shared = redis === undefined ? {} : { REDIS_URL: testRedisUrl ?? '', REDIS_PREFIX: `${redis.prefix}${opened.length}:` }
    const app = await testApp(database.db, { ...shared, ...env })
    opened.push(app)
    return app
  }
  const statuses = async (app: FastifyInstance, requests: Array<{ url: string; headers?: Record<string, string> }>) => {
    const out: number[] = []
    for (const { url, headers = {} } of requests) out.push((await app.inject({ method: 'GET', url, headers })).statusCode)
    return out
  }

  it('limits one client spreading requests over many sessions', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '100', RATE_LIMIT_CLIENT_MAX: '3' })
    const got = await statuses(app, auth.map((authorization) => ({ url: '/api/uc/info', headers: { authorization } })))
    expect(got).toEqual([200, 200, 200, 429])
    const limited = await app.inject({ method: 'GET', url: '/api/basic/banner/list' })
    expect(limited.json()).toMatchObject({ code: 429, error: 'rate_limited', data: null })
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('still limits each session on its own', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_CLIENT_MAX: '100' })
    const one = { url: '/api/uc/info', headers: { authorization: auth[0] ?? '' } }
    expect(await statuses(app, [one, one, one, { url: '/api/uc/info', headers: { authorization: auth[1] ?? '' } }])).toEqual([200, 200, 429, 200])
  })

  it('ignores X-Forwarded-For unless the request comes from a configured proxy', async () => {
    const spoofing = await appWith({ RATE_LIMIT_MAX: '2' })
    const forwarded = (ip: string) => ({ url: '/api/basic/banner/list', headers: { 'x-forwarded-for': ip } })
    expect(await statuses(spoofing, [forwarded('203.0.113.1'), forwarded('203.0.113.2'), forwarded('203.0.113.3')])).toEqual([200, 200, 429])

    // inject() comes from 127.0.0.1: as a trusted proxy, its header names the client.
    const proxied = await appWith({ RATE_LIMIT_MAX: '2', TRUSTED_PROXIES: '127.0.0.1' })
    expect(await statuses(proxied, [forwarded('203.0.113.1'), forwarded('203.0.113.1'), forwarded('203.0.113.2'), forwarded('203.0.113.1')])).toEqual([200, 200, 200, 429])
    // A client cannot prepend addresses of its own: the nearest untrusted hop is the one counted.
    const prepended = (fake: string) => ({ url: '/api/basic/banner/list', headers: { 'x-forwarded-for': `${fake}, 203.0.113.9` } })
    expect(await statuses(proxied, [prepended('198.51.100.1'), prepended('198.51.100.2'), prepended('198.51.100.3')])).toEqual([200, 200, 429])
  })

  it('limits sign-in nonces per client, whatever session a request carries', async () => {
    const app = await appWith({ SIGN_IN_RATE_LIMIT_MAX: '2' })
    const got = await statuses(app, auth.slice(0, 3).map((authorization) => ({ url: '/api/auth/nonce', headers: { authorization } })))
    expect(got).toEqual([200, 200, 429])
  })
})
