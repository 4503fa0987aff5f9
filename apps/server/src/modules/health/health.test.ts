import { startRpcProxy, type RpcProxy } from '@hapdex/chain/rpcProxy'
import Fastify from 'fastify'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from '../../db/scratchDatabase.ts'
import { createPostgresDb, createPostgresPool } from '../../db/createDb.ts'
import { startTcpProxy } from '../../test/tcpProxy.ts'
import { testConfig } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'
import { walletTestApp } from '../../test/walletTestKit.ts'
import { startTestDevnet, type TestDevnet } from '../wallet/walletDevnet.ts'
import { registerHealthRoutes } from './health.routes.ts'

let chain: TestDevnet
let proxy: RpcProxy
beforeAll(async () => {
  chain = await startTestDevnet()
  proxy = await startRpcProxy(chain.devnet.rpcUrl)
})
afterAll(async () => {
  await proxy?.close()
  await chain?.stop()
})

describe.each(testDatabases)('health and request ids on $name', ({ create }) => {
  it('answers /healthz and /readyz without a session and past the rate limit; not ready while the chain node fails', async () => {
    const database = await create()
    const app = await walletTestApp(database.db, { RATE_LIMIT_MAX: '2', RATE_LIMIT_CLIENT_MAX: '2', READY_MAX_EVENT_LOOP_DELAY_MS: '60000' }, { ...chain.devnet.deployment.chain, rpcUrls: [proxy.url] })
    try {
      for (let n = 0; n < 5; n++) expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'alive' })
      const ready = await app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', chain: 'ok', load: 'ok' } })
      proxy.inject({ methods: ['eth_getBlockByNumber'], fault: { kind: 'serverError' } })
      const failing = await app.inject({ method: 'GET', url: '/readyz' })
      expect(failing.statusCode).toBe(503)
      expect(failing.json().checks).toMatchObject({ database: 'ok', load: 'ok' })
      expect(failing.json().checks.chain).not.toBe('ok')
      proxy.heal()
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    } finally {
      proxy.heal()
      await app.close()
      await database.drop()
    }
  })

  it("names each request's id in its answer: a UUID of its own, a trusted proxy's id, never a client's", async () => {
    const database = await create()
    const direct = await walletTestApp(database.db, {})
    const proxied = await walletTestApp(database.db, { TRUSTED_PROXIES: '127.0.0.1' })
    try {
      const own = await direct.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-the-client' } })
      expect(own.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      const other = await direct.inject({ method: 'GET', url: '/healthz' })
      expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id'])
      expect((await proxied.inject({ method: 'GET', url: '/api/basic/config', headers: { 'x-request-id': 'lb-7f3a9c21' } })).headers['x-request-id']).toBe('lb-7f3a9c21')
      // A proxy's id with spaces or controls is not taken into the logs.
      expect((await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'two words here' } })).headers['x-request-id']).not.toBe('two words here')
    } finally {
      await direct.close()
      await proxied.close()
      await database.drop()
    }
  })
})

// PostgreSQL behind a TCP proxy the test cuts: the database really unreachable, then back.
describe.skipIf(process.env['TEST_DATABASE_URL'] === undefined)('readiness while PostgreSQL is unreachable', () => {
  it('is not ready while the database cannot be reached, and ready again once it can', async () => {
    const adminUrl = process.env['TEST_DATABASE_URL'] ?? ''
    const scratch = await createScratchDatabase(adminUrl, 'hapdex_ready')
    const target = new URL(scratch.url)
    const tcp = await startTcpProxy(Number(target.port || 5432), target.hostname)
    target.port = String(tcp.port)
    const db = createPostgresDb(createPostgresPool(target.toString()))
    const app = Fastify()
    await registerHealthRoutes(app, { config: testConfig({ READY_MAX_EVENT_LOOP_DELAY_MS: '60000' }), db, publicClient: createPublicClient({ transport: http(chain.devnet.rpcUrl) }), devnet: true })
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' })
      await tcp.cut()
      const down = await app.inject({ method: 'GET', url: '/readyz' })
      expect(down.statusCode).toBe(503)
      expect(down.json().checks.database).not.toBe('ok')
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
      await tcp.restore()
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } })
    } finally {
      await app.close()
      await db.destroy()
      await tcp.close()
      await scratch.drop()
    }
  })
})
