import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'

const ADMIN = 1

describe.each(testDatabases)('programme operator endpoints on $name', ({ create }) => {
  // Each test here moves its own token, configuration or pool; only the clock test moves the clock and settles days.
  const s = programmeSuite(create, { users: 2, admin: ADMIN })
  const { get, post } = s
  const advanceTwoDays = (on: typeof s) => on.post('/api/admin/clock/advance', ADMIN, { seconds: 2 * 86_400 })

  it('are for operators only', async () => {
    expect((await get('/api/admin/programmes/mint', 0)).statusCode).toBe(403)
    expect((await post('/api/admin/treasury/credit', 0, { token_id: tokenIds.HAP, amount: '1', idempotency_key: 'key-base-1' })).statusCode).toBe(403)
    expect((await s.app.inject({ method: 'GET', url: '/api/admin/settlement/runs' })).statusCode).toBe(401)
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

  it('answers a 400 naming the field, never a 5xx, for an amount typed as 1e30 where a check compares two fields', async () => {
    for (const [name, config, field] of [
      ['game', { max_amount: '1e30' }, 'max_amount'],
      ['mint', { step: '1e30' }, 'step'],
      ['cards', { thresholds: [{ personal: '1e30', team: '1' }, { personal: '2', team: '2' }, { personal: '3', team: '3' }, { personal: '4', team: '4' }, { personal: '5', team: '5' }] }, 'thresholds'],
    ] as const) {
      const before = (await get(`/api/admin/programmes/${name}`, ADMIN)).json().data
      const refused = await post(`/api/admin/programmes/${name}`, ADMIN, { config })
      expect(refused.statusCode, name).toBe(400)
      expect(refused.json().msg, name).toContain(field)
      expect((await get(`/api/admin/programmes/${name}`, ADMIN)).json().data, name).toEqual(before)
    }
  })

  it('credits the treasury and funds pools within it', async () => {
    expect((await post('/api/admin/treasury/credit', ADMIN, { token_id: tokenIds.HAP, amount: '500', idempotency_key: 'key-base-2' })).json().data).toEqual({ account: 'treasury', token_id: tokenIds.HAP, balance: '500' })
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'mint_pool', token_id: tokenIds.HAP, amount: '600', idempotency_key: 'key-base-3' })).json().error).toBe('wallet.insufficient_balance')
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'nobody_pool', token_id: tokenIds.HAP, amount: '1', idempotency_key: 'key-base-4' })).json().error).toBe('programme.pool_unknown')
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'mint_pool', token_id: tokenIds.HAP, amount: '-1', idempotency_key: 'key-base-5' })).statusCode).toBe(400)
    expect((await post('/api/admin/treasury/credit', ADMIN, { token_id: 999, amount: '1', idempotency_key: 'key-base-6' })).json().error).toBe('wallet.token_unknown')
    expect((await post('/api/admin/pools/fund', ADMIN, { pool: 'mint_pool', token_id: tokenIds.HAP, amount: '200', idempotency_key: 'key-base-7' })).json().data).toEqual({ account: 'mint_pool', token_id: tokenIds.HAP, balance: '200', treasury: '300' })
    const accounts = (await get('/api/admin/pools', ADMIN)).json().data
    // Other tests of this suite fund accounts in other tokens.
    const hapAccounts = accounts.list.filter((row: { token_id: number }) => row.token_id === tokenIds.HAP)
    expect(accounts.pools).toContainEqual({ pool: 'mint_pool', programme: 'mint' })
    expect(accounts.pools.map((pool: { pool: string }) => pool.pool)).not.toContain('treasury')
    expect(accounts.tokens).toContainEqual({ id: tokenIds.USDT, symbol: 'USDT' })
    expect(hapAccounts).toEqual([
      { account: 'mint_pool', token: 'HAP', token_id: tokenIds.HAP, balance: '200' },
      { account: 'treasury', token: 'HAP', token_id: tokenIds.HAP, balance: '300' },
    ])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('moves the clock on the devnet and lists the runs it settled', async () => {
    const before = (await get('/api/admin/clock', ADMIN)).json().data
    expect(before).toMatchObject({ movable: true, offset_seconds: 0, day: '2026-03-10' })
    const after = (await advanceTwoDays(s)).json().data
    expect(after).toMatchObject({ day: '2026-03-12', offset_seconds: 172_800 })
    const moved = (await get('/api/admin/audit/list?action=clock.advance', ADMIN)).json().data.list[0]
    expect([moved.before.offset_seconds, moved.after.offset_seconds, moved.after.day]).toEqual([0, 172_800, '2026-03-12'])
    const runs = (await get('/api/admin/settlement/runs?job=mint.daily', ADMIN)).json().data
    // Programmes added later list their jobs after these.
    expect(runs.jobs.slice(0, 7)).toEqual(['mint.daily', 'product.release', 'miner.close', 'pledge.daily', 'fund.daily', 'partner.airdrop', 'nft.daily'])
    expect(runs.list.map((run: { day: string; status: string }) => [run.day, run.status])).toEqual([['2026-03-11', 'done']])
    // Every job settled 03-11: the next open day of each is today, nothing left to run by hand.
    expect(runs.next_days['mint.daily']).toBe('2026-03-12')
    expect((await post('/api/admin/settlement/run', ADMIN, { job: 'mint.daily', day: '2026-03-12' })).json().error).toBe('settlement.day_open')
    expect((await post('/api/admin/settlement/rerun', ADMIN, { job: 'mint.daily', day: '2026-03-11' })).json().error).toBe('settlement.not_rerunnable')
    expect((await post('/api/admin/settlement/run', ADMIN, { job: 'mint.daily', day: 'yesterday' })).statusCode).toBe(400)
  })

  const auditOf = async (query: string) => (await get(`/api/admin/audit/list?${query}`, ADMIN)).json().data

  it('audits a configuration change with the version and the whole configuration before and after, and nothing for a refused or unchanged save', async () => {
    const start = (await get('/api/admin/programmes/sm', ADMIN)).json().data
    expect((await post('/api/admin/programmes/sm', ADMIN, { config: { hap_discount: '1.5' } })).statusCode).toBe(400)
    expect((await post('/api/admin/programmes/sm', ADMIN, { config: { pay_amount: start.config.pay_amount } })).json().data.version).toBe(start.version)
    expect((await auditOf('target=programme_config:sm')).total).toBe(0)

    const saved = (await post('/api/admin/programmes/sm', ADMIN, { config: { pay_amount: '100.000000000000000007' }, version: start.version })).json().data
    expect(saved.config.pay_amount).toBe('100.000000000000000007')
    const log = await auditOf('target=programme_config:sm')
    expect(log.total).toBe(1)
    expect(log.list[0]).toMatchObject({
      actor: account(ADMIN).address,
      action: 'programme.config',
      before: { version: start.version, config: { pay_amount: '100', hap_discount: '0.1' } },
      after: { version: start.version + 1, config: { pay_amount: '100.000000000000000007', hap_discount: '0.1' } },
    })
    // The history and the audit entry were written together: the history's newest entry is the same change.
    expect(saved.history[0]).toMatchObject({ version: start.version + 1, old: { pay_amount: '100' }, new: { pay_amount: '100.000000000000000007' } })
  })

  it('funds a pool once for a double submit with one key, and audits the balances it moved', async () => {
    await post('/api/admin/treasury/credit', ADMIN, { token_id: tokenIds.USDT, amount: '1000.000000000000000003', idempotency_key: 'audit-credit-1' })
    const fund = { pool: 'mint_pool', token_id: tokenIds.USDT, amount: '333.333333333333333334', idempotency_key: 'audit-fund-1' }
    const [first, second] = await Promise.all([post('/api/admin/pools/fund', ADMIN, fund), post('/api/admin/pools/fund', ADMIN, fund)])
    expect(first.json().data).toEqual({ account: 'mint_pool', token_id: tokenIds.USDT, balance: '333.333333333333333334', treasury: '666.666666666666666669' })
    expect(second.json().data).toEqual(first.json().data)
    expect((await post('/api/admin/pools/fund', ADMIN, { ...fund, amount: '1' })).json().error).toBe('programme.idempotency_conflict')
    expect((await post('/api/admin/pools/fund', ADMIN, { ...fund, idempotency_key: 'audit-fund-2', amount: '5000' })).json().error).toBe('wallet.insufficient_balance')
    // A pool whose programme name has an underscore in it, as the registry allows.
    expect((await post('/api/admin/pools/fund', ADMIN, { ...fund, pool: 'nft_rank_pool', idempotency_key: 'audit-fund-3', amount: '0.000000000000000001' })).json().data).toMatchObject({ account: 'nft_rank_pool', balance: '0.000000000000000001' })

    const funded = await auditOf('action=pool.fund&target=mint_pool:USDT')
    expect(funded.list.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after])).toEqual([
      [
        { token: 'USDT', treasury: '1000.000000000000000003', mint_pool: '0' },
        { token: 'USDT', treasury: '666.666666666666666669', mint_pool: '333.333333333333333334' },
      ],
    ])
    expect((await auditOf('action=treasury.credit&target=treasury:USDT')).list[0]).toMatchObject({ before: { treasury: '0' }, after: { treasury: '1000.000000000000000003' } })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  // Its own suite: it needs the days the clock test settles, and that test needs a clock never moved.
  describe('after two days have passed', () => {
    const s = programmeSuite(create, { users: 2, admin: ADMIN })
    const { get, post } = s
    const auditOf = async (query: string) => (await get(`/api/admin/audit/list?${query}`, ADMIN)).json().data
    beforeAll(async () => {
      const advanced = await advanceTwoDays(s)
      if (advanced.statusCode !== 200) throw new Error(`advancing the clock answered ${advanced.body}`)
    })

    it('audits a settlement run and a rerun of a failed day in the transaction that records the run', async () => {
      // A failed day with its price settles on the rerun; run again, the done day posts nothing and leaves no entry.
      await sql`update settlement_runs set status = 'failed', detail = 'boom' where job = 'mint.daily' and day = '2026-03-11'`.execute(s.db)
      expect((await post('/api/admin/settlement/rerun', ADMIN, { job: 'mint.daily', day: '2026-03-11' })).json().data).toMatchObject({ status: 'done', detail: 'HAP price 0.5 USD; 0 users with CP; 0 nodes, 0 super nodes' })
      expect((await post('/api/admin/settlement/run', ADMIN, { job: 'mint.daily', day: '2026-03-11' })).json().data).toMatchObject({ status: 'done', attempts: 2 })
      expect((await auditOf('action=settlement.run')).total).toBe(0)
      // A day with no price of its own waits for one (decision 0045): the rerun is audited with its new attempt and reason.
      await sql`insert into settlement_runs (job, day, status, attempts, detail, started_at, finished_at) values ('mint.daily', '2026-03-10', 'failed', 1, 'boom', now(), now())`.execute(s.db)
      expect((await post('/api/admin/settlement/rerun', ADMIN, { job: 'mint.daily', day: '2026-03-10' })).json().data).toMatchObject({ status: 'waiting', attempts: 2, detail: expect.stringMatching(/^no HAP price for 2026-03-10: .*an operator enters the day's price/) })
      const reruns = (await auditOf('action=settlement.rerun&order=asc')).list
      expect(reruns.map((entry: { target: string; before: { status: string; attempts: number }; after: { status: string; attempts: number } }) => [entry.target, entry.before.status, entry.before.attempts, entry.after.status, entry.after.attempts])).toEqual([
        ['settlement_run:mint.daily:2026-03-11', 'failed', 1, 'done', 2],
        ['settlement_run:mint.daily:2026-03-10', 'failed', 1, 'waiting', 2],
      ])
      // Two reruns of one day at once (as the worker and an operator can be): one settles it and is
      // audited; the other ran nothing and says the day is not to be run again, not "ran again".
      await sql`update settlement_runs set status = 'failed', detail = 'boom' where job = 'product.release' and day = '2026-03-11'`.execute(s.db)
      const both = await Promise.all([0, 1].map(() => post('/api/admin/settlement/rerun', ADMIN, { job: 'product.release', day: '2026-03-11' })))
      expect(both.map((response) => response.json().data?.status ?? response.json().error).sort()).toEqual(['done', 'settlement.not_rerunnable'])
      expect((await auditOf('action=settlement.rerun&target=settlement_run:product.release:2026-03-11')).total).toBe(1)
      // A day never run: its first run is audited from nothing.
      expect((await post('/api/admin/settlement/run', ADMIN, { job: 'nft.daily', day: '2026-03-09' })).json().data).toMatchObject({ day: '2026-03-09', attempts: 1 })
      expect((await auditOf('action=settlement.run')).list[0]).toMatchObject({ target: 'settlement_run:nft.daily:2026-03-09', before: null, after: { job: 'nft.daily', day: '2026-03-09', attempts: 1 } })
    })
  })
})
