import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testAccounts } from '@hapdex/chain/accounts'
import { withdrawOrderSignedParams, withdrawStatuses } from '@hapdex/core/api/withdraw'
import { type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from './db/scratchDatabase.ts'
import { startTestDevnet, type TestDevnet } from './modules/wallet/walletDevnet.ts'
import { startServer, type RunningServer } from './server.ts'
import { account, signIn } from './test/signIn.ts'
import { TEST_HOST } from './test/testApp.ts'
import { e18, signAction } from './test/walletTestKit.ts'
import { openPostgres } from './test/migratedTemplate.ts'

/**
 * The roles of decision 0044 started for real on one PostgreSQL: an `api` process that holds no
 * key and runs no loop, and a `worker` that serves no HTTP, watches the deposits and pays the
 * withdrawals users order through the api.
 */
const postgresUrl = process.env['TEST_DATABASE_URL']
const hotWallet = testAccounts[9]?.address as Address

describe.runIf(postgresUrl !== undefined)('an api process and a worker process on one PostgreSQL', () => {
  let chain: TestDevnet
  let scratch: ScratchDatabase
  let dataDir: string
  let api: RunningServer
  let worker: RunningServer
  beforeAll(async () => {
    chain = await startTestDevnet()
    scratch = await createScratchDatabase(postgresUrl!, 'hapdex_test')
    dataDir = mkdtempSync(join(tmpdir(), 'hapdex-roles-'))
    mkdirSync(join(dataDir, 'deployments'))
    writeFileSync(join(dataDir, 'deployments', '31337.json'), JSON.stringify(chain.devnet.deployment))
    const env = { DATABASE_URL: scratch.url, HAPDEX_DATA_DIR: dataDir, RPC_URL: chain.devnet.rpcUrl, PORT: '0', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: `http://${TEST_HOST}`, WORKER_INTERVAL_MS: '50', INDEXER_POLL_MS: '0', PRICE_SNAPSHOT_POLL_MS: '0' }
    api = await startServer({ ...env, HAPDEX_ROLE: 'api' })
    worker = await startServer({ ...env, HAPDEX_ROLE: 'worker' })
  })
  afterAll(async () => {
    await api?.close()
    await worker?.close()
    await scratch?.drop()
    await chain?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('runs no loop in the api, and no HTTP in the worker', () => {
    expect(api.loops).toEqual([])
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(worker.app).toBeUndefined()
    expect(worker.url).toBeUndefined()
    expect(worker.loops).toEqual(expect.arrayContaining(['deposit watcher', 'withdrawal payer', 'solvency check', 'programmes worker']))
  })

  it("credits a deposit and pays a withdrawal ordered through the api, by the worker's loops", async () => {
    const app = api.app!
    const key = privateKeyToAccount(generatePrivateKey())
    await chain.testClient.setBalance({ address: key.address, value: e18 })
    await chain.sendToken(account(1), 'USDT', key.address, 500n * e18)
    const auth = await signIn(app, key)
    // No entry-mark: the worker's deposit watcher finds it on its own.
    await chain.sendToken(key, 'USDT', hotWallet, 500n * e18)
    const usable = async () => (await app.inject({ method: 'GET', url: '/api/wallet/info?token_id=2', headers: { authorization: auth } })).json().data?.usable
    await expect.poll(usable, { timeout: 20_000, interval: 100 }).toBe('500')

    const payee = privateKeyToAccount(generatePrivateKey()).address
    const params = { chain_id: 13 as const, token_id: 2, amount: '41.000000000000000007', address: payee }
    const signed = await signAction(app, auth, key, 'Withdraw Order', withdrawOrderSignedParams(params))
    const placed = (await app.inject({ method: 'POST', url: '/api/withdraw/order', headers: { authorization: auth }, payload: { ...params, ...signed } })).json()
    expect(placed).toMatchObject({ code: 200 })
    const { db, close } = openPostgres(scratch.url)
    try {
      const order = () => db.selectFrom('withdraw_orders').select(['status', 'fee']).where('id', '=', String(placed.data.id)).executeTakeFirstOrThrow()
      await expect.poll(async () => (await order()).status, { timeout: 20_000, interval: 100 }).toBe(withdrawStatuses.paid)
      expect(await chain.balanceOf('USDT', payee)).toBe(41_000_000_000_000_000_007n - BigInt((await order()).fee))
    } finally {
      await close()
    }
  })
})
