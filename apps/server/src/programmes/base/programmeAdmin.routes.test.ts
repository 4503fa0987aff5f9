import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { signInUsers } from '../../test/walletTestKit.ts'
import { account } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { programmeTestApp, tokenIds } from '../../test/programmeTestKit.ts'

const ADMIN = 1

describe.each(testDatabases)('programme operator endpoints on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  const auth: string[] = []

  beforeAll(async () => {
    database = await create()
    app = (await programmeTestApp(database.db, { ADMIN_ADDRESSES: account(ADMIN).address })).app
    auth.push(...(await signInUsers(app, 2)).auth)
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const { get, post } = sessionClient(() => app, auth)

  it('are for operators only', async () => {
    expect((await get('/api/admin/programmes/mint', 0)).statusCode).toBe(403)
    expect((await post('/api/admin/treasury/credit', 0, { token_id: tokenIds.HAP, amount: '1', idempotency_key: 'key-base-1' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/admin/settlement/runs' })).statusCode).toBe(401)
  })

  it('changes a configuration through its schema, keeps the history, and refuses a bad field without changing anything', async () => {
    const initial = (await get('/api/admin/programmes/mint', ADMIN)).json().data
    expect(initial).toMatchObject({ name: 'mint', version: 0, history: [], config: { u_rate: '0.5', min_amount: '100' } })
    const bad = await post('/api/admin/programmes/mint', ADMIN, { config: { u_rate: 'half', node_valid_directs: -1 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain('u_rate')
    expect(bad.json().msg).toContain('node_valid_directs')
    expect((await get('/api/admin/programmes/mint', ADMIN)).json().data).toEqual(initial)

    const saved = (await post('/api/admin/programmes/mint', ADMIN, { config: { u_rate: '0.6' }, version: 0 })).json().data
    expect(saved).toMatchObject({ version: 1, config: { u_rate: '0.6' }, history: [{ version: 1, changed_by: account(ADMIN).address, old: { u_rate: '0.5' }, new: { u_rate: '0.6' } }] })
    expect((await get('/api/bp/config', 0)).json().data.u_rate).toBe('0.6')
    expect((await post('/api/admin/programmes/mint', ADMIN, { config: { u_rate: '0.7' }, version: 0 })).json().error).toBe('programme.config_version')
    expect((await post('/api/admin/programmes/settlement', ADMIN, { config: { time_zone: 'Mars/Olympus' } })).statusCode).toBe(400)
  })

  it('credits the treasury and funds pools within it', async () => {
    expect((await post('/api/admin/treasury/credit', ADMIN, { token_id: tokenIds.HAP, amount: '500', idempotency_key: 'key-base-2' })).json().data).toEqual({ account: 'treasury', token_id: tokenIds.HAP, balance: '500' })
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'mint_pool', token_id: tokenIds.HAP, amount: '600', idempotency_key: 'key-base-3' })).json().error).toBe('wallet.insufficient_balance')
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'nobody_pool', token_id: tokenIds.HAP, amount: '1', idempotency_key: 'key-base-4' })).json().error).toBe('programme.pool_unknown')
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'mint_pool', token_id: tokenIds.HAP, amount: '-1', idempotency_key: 'key-base-5' })).statusCode).toBe(400)
    expect((await post('/api/admin/treasury/credit', ADMIN, { token_id: 999, amount: '1', idempotency_key: 'key-base-6' })).json().error).toBe('wallet.token_unknown')
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'mint_pool', token_id: tokenIds.HAP, amount: '200', idempotency_key: 'key-base-7' })).json().data).toEqual({ account: 'mint_pool', token_id: tokenIds.HAP, balance: '200', treasury: '300' })
    expect((await get('/api/admin/pools', ADMIN)).json().data.list).toEqual([
      { account: 'mint_pool', token: 'HAP', token_id: tokenIds.HAP, balance: '200' },
      { account: 'treasury', token: 'HAP', token_id: tokenIds.HAP, balance: '300' },
    ])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('moves the clock on the devnet and lists the runs it settled', async () => {
    const before = (await get('/api/admin/clock', ADMIN)).json().data
    expect(before).toMatchObject({ movable: true, offset_seconds: 0, day: '2026-03-10' })
    const after = (await post('/api/admin/clock/advance', ADMIN, { seconds: 2 * 86_400 })).json().data
    expect(after).toMatchObject({ day: '2026-03-12', offset_seconds: 172_800 })
    const runs = (await get('/api/admin/settlement/runs?job=mint.daily', ADMIN)).json().data
    expect(runs.jobs).toEqual(['mint.daily', 'product.release', 'miner.close', 'pledge.daily', 'fund.daily', 'partner.airdrop', 'nft.daily'])
    expect(runs.list.map((run: { day: string; status: string }) => [run.day, run.status])).toEqual([['2026-03-11', 'done']])
    expect((await post('/api/admin/settlement/run', ADMIN, { job: 'mint.daily', day: '2026-03-12' })).json().error).toBe('settlement.day_open')
    expect((await post('/api/admin/settlement/rerun', ADMIN, { job: 'mint.daily', day: '2026-03-11' })).json().error).toBe('settlement.not_rerunnable')
    expect((await post('/api/admin/settlement/run', ADMIN, { job: 'mint.daily', day: 'yesterday' })).statusCode).toBe(400)
  })
})
