import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testAccounts } from '@hapdex/chain/accounts'
import { startRpcProxy, type RpcProxy } from '@hapdex/chain/rpcProxy'
import { withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import { type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from './db/scratchDatabase.ts'
import { startTestDevnet, type TestDevnet } from './modules/wallet/walletDevnet.ts'
import { imagePart, tinyPng, uploadRequest } from './modules/upload/uploadTestKit.ts'
import { remoteApp, startFleetProcess, type FleetProcess } from './test/fleetKit.ts'
import { ensurePostgresTemplate, openPostgres } from './test/migratedTemplate.ts'
import { signIn } from './test/signIn.ts'
import { startTcpProxy, type TcpProxy } from './test/tcpProxy.ts'
import { TEST_HOST } from './test/testApp.ts'
import { testRedisNamespace, testRedisUrl, type TestRedisNamespace } from './test/testRedis.ts'
import { e18, placeUsdtWithdrawal } from './test/walletTestKit.ts'

/**
 * The fleet of issue 52, started for real: two API processes and a worker process on one
 * PostgreSQL and one Redis, each a `node src/main.ts` as an operator runs it. API B reaches the
 * database through a TCP proxy the test can cut; the worker reaches the chain through an RPC
 * proxy that can hold a payout's broadcast, so the worker can be killed in the middle of a pass.
 */
const postgresUrl = process.env['TEST_DATABASE_URL']
const hotWallet = testAccounts[9]?.address as Address

describe.runIf(postgresUrl !== undefined && testRedisUrl !== undefined)('a fleet: two API processes and a worker on one PostgreSQL and Redis', () => {
  let chain: TestDevnet
  let rpc: RpcProxy
  let database: TcpProxy
  let scratch: ScratchDatabase
  let redis: TestRedisNamespace
  let dataDir: string
  let env: Record<string, string>
  let apiA: FleetProcess
  let apiB: FleetProcess
  let worker: FleetProcess
  // Each request its own client address (behind the trusted proxy), so only the rate-limit test meets a limit.
  let nextClient = 0
  const clientHeaders = () => ({ 'x-forwarded-for': `198.18.${(nextClient >> 8) & 255}.${nextClient++ & 255}` })
  const app = (process: FleetProcess, headers: () => Record<string, string> = clientHeaders): FastifyInstance => {
    const remote = remoteApp(process.url!)
    return { inject: (options: { headers?: Record<string, string> }) => remote.inject({ ...options, headers: { host: TEST_HOST, ...headers(), ...options.headers } } as never) } as unknown as FastifyInstance
  }

  beforeAll(async () => {
    chain = await startTestDevnet()
    rpc = await startRpcProxy(chain.devnet.rpcUrl)
    scratch = await createScratchDatabase(postgresUrl!, 'hapdex_fleet', await ensurePostgresTemplate(postgresUrl!))
    const url = new URL(scratch.url)
    database = await startTcpProxy(Number(url.port || 5432), url.hostname)
    redis = await testRedisNamespace()
    dataDir = mkdtempSync(join(tmpdir(), 'hapdex-fleet-'))
    mkdirSync(join(dataDir, 'deployments'))
    writeFileSync(join(dataDir, 'deployments', '31337.json'), JSON.stringify(chain.devnet.deployment))
    env = {
      DATABASE_URL: scratch.url,
      HAPDEX_DATA_DIR: dataDir,
      RPC_URL: chain.devnet.rpcUrl,
      PORT: '0',
      PUBLIC_ORIGIN: `http://${TEST_HOST}`,
      TRUSTED_PROXIES: 'loopback',
      REDIS_URL: testRedisUrl!,
      REDIS_PREFIX: redis.prefix,
      SIGN_IN_RATE_LIMIT_MAX: '5',
      WORKER_INTERVAL_MS: '50',
      INDEXER_POLL_MS: '0',
      PRICE_SNAPSHOT_POLL_MS: '0',
      READY_MAX_EVENT_LOOP_DELAY_MS: '60000',
    }
    const viaProxy = new URL(scratch.url)
    viaProxy.port = String(database.port)
    ;[apiA, apiB, worker] = await Promise.all([
      startFleetProcess({ ...env, HAPDEX_ROLE: 'api' }),
      startFleetProcess({ ...env, HAPDEX_ROLE: 'api', DATABASE_URL: viaProxy.toString() }),
      startFleetProcess({ ...env, HAPDEX_ROLE: 'worker', RPC_URL: rpc.url }),
    ])
  }, 240_000)

  afterAll(async () => {
    await Promise.all([apiA, apiB, worker].map((process) => process?.stop()))
    await rpc?.close()
    await database?.close()
    await redis?.drop()
    await scratch?.drop()
    await chain?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const newUser = async (on: FleetProcess) => {
    const signer = privateKeyToAccount(generatePrivateKey())
    return { signer, auth: await signIn(app(on), signer) }
  }
  const userInfo = (on: FleetProcess, auth: string) => app(on).inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: auth } })

  it('serves a session made on one API process on the other', async () => {
    const { auth } = await newUser(apiA)
    const served = await userInfo(apiB, auth)
    expect(served.statusCode).toBe(200)
    expect(served.json()).toMatchObject({ code: 200, data: { usable: '0' } })
    expect((await userInfo(apiB, 'Bearer not-a-session')).statusCode).toBe(401)
  })

  it('counts a rate limit across both processes: a limit of 5 lets exactly 5 through in all', async () => {
    const oneClient = () => ({ 'x-forwarded-for': '203.0.113.77' })
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, n) => app(n % 2 === 0 ? apiA : apiB, oneClient).inject({ method: 'GET', url: '/api/auth/nonce' })))
    const byStatus = statuses.reduce<Record<number, number>>((counts, response) => ({ ...counts, [response.statusCode]: (counts[response.statusCode] ?? 0) + 1 }), {})
    expect(byStatus).toEqual({ 200: 5, 429: 5 })
  })

  it('serves an image uploaded through one process from the other', async () => {
    const { auth } = await newUser(apiA)
    const stored = await uploadRequest(app(apiA), auth, imagePart(await tinyPng()))
    expect(stored.statusCode).toBe(200)
    const path = (stored.json() as { data: { save_path: string } }).data.save_path
    const fromA = await app(apiA).inject({ method: 'GET', url: path })
    const fromB = await app(apiB).inject({ method: 'GET', url: path })
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200])
    expect(fromB.headers['content-type']).toBe('image/png')
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true)
  })

  it('refuses a session on the other process within a second of its logout', async () => {
    const { auth } = await newUser(apiA)
    // B has resolved (and cached) the session before the logout.
    expect((await userInfo(apiB, auth)).statusCode).toBe(200)
    expect((await app(apiA).inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: auth } })).statusCode).toBe(200)
    const loggedOutAt = Date.now()
    await expect.poll(async () => (await userInfo(apiB, auth)).statusCode, { interval: 20, timeout: 1_000 }).toBe(401)
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000)
  })

  /** A user holding `usdt` whole USDT on the ledger, credited by the worker's deposit watcher. */
  const depositor = async (usdt: bigint) => {
    const user = await newUser(apiA)
    await chain.testClient.setBalance({ address: user.signer.address, value: e18 })
    await chain.sendToken(privateKeyToAccount(testAccounts[1]!.privateKey), 'USDT', user.signer.address, usdt * e18)
    await chain.sendToken(user.signer as PrivateKeyAccount, 'USDT', hotWallet, usdt * e18)
    const usable = async () => (await app(apiB).inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: user.auth } })).json().data?.usable
    await expect.poll(usable, { timeout: 30_000, interval: 100 }).toBe(String(usdt))
    return user
  }
  const order = async (id: string) => {
    const { db, close } = openPostgres(scratch.url)
    try {
      return await db.selectFrom('withdraw_orders').select(['status', 'fee', 'tx_hash']).where('id', '=', id).executeTakeFirstOrThrow()
    } finally {
      await close()
    }
  }

  it('pays a withdrawal by the worker alone: the API processes run no loop', async () => {
    for (const api of [apiA, apiB]) expect(api.lines.find((line) => line['msg'] === 'hapdex api process started')).toMatchObject({ role: 'api', loops: [] })
    const user = await depositor(300n)
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const placed = (await placeUsdtWithdrawal(app(apiA), user, '41.000000000000000007', payee)).json()
    expect(placed).toMatchObject({ code: 200 })
    await expect.poll(async () => (await order(String(placed.data.id))).status, { timeout: 30_000, interval: 100 }).toBe(withdrawStatuses.paid)
    expect(await chain.balanceOf('USDT', payee)).toBe(41_000_000_000_000_000_007n - BigInt((await order(String(placed.data.id))).fee))
  })

  it('loses and doubles nothing when the worker is killed in the middle of a payout and another starts', async () => {
    const user = await depositor(200n)
    const payee = privateKeyToAccount(generatePrivateKey()).address
    // The node holds the payout's broadcast: the worker has signed and stored it, and waits.
    rpc.inject({ methods: ['eth_sendRawTransaction'], fault: { kind: 'delay', ms: 120_000 } })
    const placed = (await placeUsdtWithdrawal(app(apiB), user, '77.700000000000000013', payee)).json()
    expect(placed).toMatchObject({ code: 200 })
    const id = String(placed.data.id)
    await expect.poll(async () => (await order(id)).status, { timeout: 30_000, interval: 100 }).toBe(withdrawStatuses.sending)
    const signed = (await order(id)).tx_hash
    expect(signed).toMatch(/^0x[0-9a-f]{64}$/)
    await worker.kill()
    rpc.heal()
    worker = await startFleetProcess({ ...env, HAPDEX_ROLE: 'worker', RPC_URL: rpc.url })
    await expect.poll(async () => (await order(id)).status, { timeout: 30_000, interval: 100 }).toBe(withdrawStatuses.paid)
    const paid = await order(id)
    // The stored payout was broadcast again, not signed anew: one hash, one transfer, the user charged once.
    expect(paid.tx_hash).toBe(signed)
    expect(await chain.balanceOf('USDT', payee)).toBe(77_700_000_000_000_000_013n - BigInt(paid.fee))
    const usable = (await app(apiA).inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: user.auth } })).json().data?.usable
    expect(usable).toBe('122.299999999999999987')
  })

  it('is not ready while its database is unreachable, and ready again once it is back', async () => {
    const ready = () => app(apiB).inject({ method: 'GET', url: '/readyz' })
    expect((await ready()).statusCode).toBe(200)
    await database.cut()
    try {
      await expect.poll(async () => (await ready()).statusCode, { interval: 100, timeout: 15_000 }).toBe(503)
      expect((await ready()).json()).toMatchObject({ status: 'not ready', checks: { database: expect.not.stringMatching(/^ok$/) } })
    } finally {
      await database.restore()
    }
    await expect.poll(async () => (await ready()).statusCode, { interval: 100, timeout: 15_000 }).toBe(200)
  })
})
