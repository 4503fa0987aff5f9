import { pledgeActionSignedParams } from '@hapdex/core/api/pledge'
import { sql } from 'kysely'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'

const { HAP } = tokenIds
const DAY = 86_400
const ADMIN = 3
const titles = { do: 'Pledge Do', redeem: 'Pledge Redeem', claim: 'Pledge Reward Claim' } as const

/** The pledge calls of a suite. */
function pledgeWorld(s: ReturnType<typeof programmeSuite>) {
  const { get, post, signed, advance } = s
  const pools = async (i: number) => (await get('/api/pledge/pools', i)).json().data
  const hapPool = async (i: number) => (await pools(i)).list.find((pool: { token: string }) => pool.token === 'HAP')
  const body = async (i: number, action: keyof typeof titles, pool_id: number, amount: string) =>
    ({ pool_id, amount, ...(await signed(i, titles[action], pledgeActionSignedParams({ pool_id, amount }))) })
  const act = async (i: number, action: keyof typeof titles, pool_id: number, amount: string) =>
    post(`/api/pledge/${action}`, i, await body(i, action, pool_id, amount))
  const settle = async () => (await advance(DAY)).filter((run) => run.job === 'pledge.daily').map((run) => [run.day, run.status])
  const lotsMatchLedger = async () => {
    const { rows } = await sql<{ user_id: number }>`
      select l.user_id from (select user_id, token_id, sum(amount) as open from pledge_lots where redeemed_at is null group by user_id, token_id) l
      left join ledger_accounts a on a.owner_kind = 'user' and a.owner_id = l.user_id and a.token_id = l.token_id and a.purpose = 'pledged'
      where a.balance is distinct from l.open`.execute(s.db)
    return rows
  }
  return { get, post, pools, hapPool, body, act, settle, lotsMatchLedger }
}

/** 0 holds 1000 HAP and 1 holds 150, as the story of the tests has them; the pool holds 100. */
const story = {
  users: 4,
  admin: ADMIN,
  credits: [[0, HAP, 1_000n * e18], [1, HAP, 150n * e18]],
  pools: [['pledge_pool', HAP, 100n * e18]],
} as const
/** Base units of a decimal HAP figure the API answers. */
const units = (text: string) => parseAmount(text, 18)

/**
 * Listing, pledging and three days paid, in one world where each test has its own accounts: 2
 * only looks, 0 and 1 pledge, 4 and 5 (holding what 0 and 1 do) are paid. Only the paying test
 * moves the clock.
 */
describe.each(testDatabases)('pledge pools on $name', ({ create }) => {
  const s = programmeSuite(create, {
    ...story,
    users: 6,
    credits: [...story.credits, [2, HAP, 1_000n * e18], [4, HAP, 1_000n * e18], [5, HAP, 150n * e18]],
  })
  const { get, post, pools, hapPool, body, act, settle, lotsMatchLedger } = pledgeWorld(s)

  it("lists a pool per token with the caller's stake, reward and usable balance", async () => {
    const listed = await pools(2)
    expect(listed.status).toBe('1')
    expect(listed.list.map((pool: { id: number; token: string; min_pledge: string; daily_rate: string }) => [pool.id, pool.token, pool.min_pledge, pool.daily_rate])).toEqual([
      [1, 'HAP', '100', '0.002'], [2, 'BtPi', '10', '0.003'], [3, 'USDT', '50', '0.001'],
    ])
    expect(listed.list[0]).toEqual({ id: 1, token: 'HAP', token_id: HAP, logo: expect.any(String), pledge_amount: '0', reward_amount: '0', claim_status: '0', min_pledge: '100', daily_rate: '0.002', status: '1', usable: '1000' })
  })

  it('locks at least min_pledge of usable balance, and refuses bad amounts without moving anything', async () => {
    expect((await act(0, 'do', 1, '500')).json().data).toMatchObject({ pledge_amount: '500', usable: '500' })
    expect((await act(1, 'do', 1, '99.99')).json().error).toBe('pledge.below_min')
    expect((await act(1, 'do', 1, '200')).json().error).toBe('wallet.insufficient_balance')
    for (const amount of ['0', '100.0000000000000000001']) expect((await act(1, 'do', 1, amount)).json().error).toBe('wallet.amount_invalid')
    for (const amount of ['abc', '-100', '1e3', '1,5']) expect((await act(1, 'do', 1, amount)).json().error).toBe('wallet.amount_format')
    expect((await act(1, 'do', 99, '100')).json().error).toBe('pledge.pool_unknown')
    const signed = await body(1, 'do', 1, '100')
    expect((await post('/api/pledge/do', 1, { ...signed, amount: '150' })).json().error).toBe('action.signature_invalid')
    expect((await post('/api/pledge/do', 1, signed)).statusCode).toBe(200)
    expect((await post('/api/pledge/do', 1, signed)).json().error).toBe('action.nonce_invalid')
    expect(await hapPool(1)).toMatchObject({ pledge_amount: '100', usable: '50' })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('pays a whole day at the daily rate, from the next day on, and not what left during the day', async () => {
    expect((await act(4, 'do', 1, '500')).statusCode).toBe(200)
    expect((await act(5, 'do', 1, '100')).statusCode).toBe(200)
    // 10 March: pledged during the day, so nothing yet. 11 March: 0.2 % of 500 and of 100.
    expect(await settle()).toEqual([['2026-03-10', 'done']])
    expect(await hapPool(4)).toMatchObject({ reward_amount: '0', claim_status: '0' })
    expect(await settle()).toEqual([['2026-03-11', 'done']])
    expect(await hapPool(4)).toMatchObject({ reward_amount: '1', claim_status: '1' })
    expect(await hapPool(5)).toMatchObject({ reward_amount: '0.2' })
    // 12 March, 08:00: 200 more, then 300 out: the new 200 and 100 of the old 500 leave.
    expect((await act(4, 'do', 1, '200')).statusCode).toBe(200)
    expect((await act(4, 'redeem', 1, '300')).json().data).toMatchObject({ pledge_amount: '400', usable: '600' })
    expect(await settle()).toEqual([['2026-03-12', 'done']])
    expect(await hapPool(4)).toMatchObject({ reward_amount: '1.8' })
    expect((await get('/api/wallet/today-reward', 4)).json().data.list).toEqual([{ token: 'HAP', token_id: HAP, amount: '0.8' }])
    expect(await lotsMatchLedger()).toEqual([])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('needs a session', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/pledge/pools' })).statusCode).toBe(401)
  })
})

/**
 * Claims and redeems after three days paid: the set-up makes the paying test's moves as 0 and 1
 * (0 holding 400 and a reward of 1.8). Claims and redeems both pay to usable, so each test checks
 * what its own move added.
 */
describe.each(testDatabases)('pledge pools after three days on $name', ({ create }) => {
  const s = programmeSuite(create, story)
  const { post, hapPool, body, act, settle, lotsMatchLedger } = pledgeWorld(s)
  beforeAll(async () => {
    expect((await act(0, 'do', 1, '500')).statusCode).toBe(200)
    expect((await act(1, 'do', 1, '100')).statusCode).toBe(200)
    expect(await settle()).toEqual([['2026-03-10', 'done']])
    expect(await settle()).toEqual([['2026-03-11', 'done']])
    expect((await act(0, 'do', 1, '200')).statusCode).toBe(200)
    expect((await act(0, 'redeem', 1, '300')).statusCode).toBe(200)
    expect(await settle()).toEqual([['2026-03-12', 'done']])
  })
  const usable = async (i: number) => units((await hapPool(i)).usable)

  it('claims up to the reward to usable; zero answers nothing to claim (lang.h240)', async () => {
    const before = await usable(0)
    expect((await act(0, 'claim', 1, '1.9')).json().error).toBe('pledge.exceeds_reward')
    const first = (await act(0, 'claim', 1, '0.8')).json().data
    expect(first).toMatchObject({ reward_amount: '1' })
    expect(units(first.usable)).toBe(before + units('0.8'))
    const rest = (await act(0, 'claim', 1, '1')).json().data
    expect(rest).toMatchObject({ reward_amount: '0', claim_status: '0' })
    expect(units(rest.usable)).toBe(before + units('1.8'))
    expect((await act(0, 'claim', 1, '1')).json()).toMatchObject({ code: 400, error: 'programme.nothing_to_claim' })
    expect((await act(2, 'claim', 1, '1')).json().error).toBe('programme.nothing_to_claim')
  })

  it('redeems no more than the stake; of concurrent redeems of all of it one succeeds', async () => {
    const before = await usable(0)
    expect((await act(0, 'redeem', 1, '400.000000000000000001')).json().error).toBe('pledge.exceeds_stake')
    const bodies = await Promise.all([0, 0, 0].map(() => body(0, 'redeem', 1, '400')))
    const answers = await Promise.all(bodies.map((signed) => post('/api/pledge/redeem', 0, signed)))
    expect(answers.map((answer) => answer.json().error ?? 'ok').sort()).toEqual(['ok', 'pledge.exceeds_stake', 'pledge.exceeds_stake'])
    expect(await hapPool(0)).toMatchObject({ pledge_amount: '0' })
    expect(await usable(0)).toBe(before + units('400'))
    expect(await lotsMatchLedger()).toEqual([])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})

/**
 * The operator's settings: closing, and a rate the pool cannot pay. Each test sets what it needs
 * and makes its own pledges, whatever the other left configured.
 */
describe.each(testDatabases)('pledge pools reconfigured on $name', ({ create }) => {
  const s = programmeSuite(create, story)
  const { post, hapPool, act, settle } = pledgeWorld(s)

  it('a closed pool takes no pledges but still redeems; a closed programme takes none at all', async () => {
    // 1's stake, pledged while the pool took pledges.
    expect((await act(1, 'do', 1, '100')).statusCode).toBe(200)
    const config = { pools: [{ id: 1, token: 'HAP', min_pledge: '100', daily_rate: '0.002', status: '0' }] }
    expect((await post('/api/admin/programmes/pledge', ADMIN, { config })).statusCode).toBe(200)
    expect((await act(0, 'do', 1, '100')).json().error).toBe('pledge.pool_closed')
    expect((await act(1, 'redeem', 1, '100')).json().data).toMatchObject({ pledge_amount: '0', status: '0' })
    expect((await act(0, 'do', 2, '100')).json().error).toBe('pledge.pool_unknown')
    expect((await post('/api/admin/programmes/pledge', ADMIN, { config: { status: '0' } })).statusCode).toBe(200)
    expect((await act(0, 'do', 1, '100')).json().error).toBe('programme.closed')
    const twoForOneToken = { pools: [{ id: 1, token: 'HAP', min_pledge: '1', daily_rate: '0.1' }, { id: 2, token: 'HAP', min_pledge: '1', daily_rate: '0.2' }] }
    expect((await post('/api/admin/programmes/pledge', ADMIN, { config: twoForOneToken })).json().error).toBe('bad_request')
  })

  it('an empty pool stops the day, which completes once funded', async () => {
    await post('/api/admin/programmes/pledge', ADMIN, { config: { status: '1', pools: [{ id: 1, token: 'HAP', min_pledge: '100', daily_rate: '1' }] } })
    expect((await act(0, 'do', 1, '1000')).statusCode).toBe(200)
    await settle()
    // At a rate of 1 a day, 1000 needs more than the pool's 100. The day is the one the clock ends.
    const day = await s.t.programmes.runner.today()
    expect(await settle()).toEqual([[day, 'underfunded']])
    await s.fund('pledge_pool', HAP, 1_000n * e18)
    expect((await s.t.programmes.runner.settleDueDays()).filter((run) => run.job === 'pledge.daily').map((run) => run.status)).toEqual(['done'])
    expect(await hapPool(0)).toMatchObject({ reward_amount: '1000', pledge_amount: '1000' })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})

describe.each(testDatabases)('pledge pool configuration while users hold stakes on $name', ({ create }) => {
  const s = programmeSuite(create, story)
  const { get, post, act } = pledgeWorld(s)
  const save = (pools: unknown[]) => post('/api/admin/programmes/pledge', ADMIN, { config: { pools } })
  const pool = (id: number, token: string, status = '1') => ({ id, token, min_pledge: '1', daily_rate: '0.002', status })

  it('refuses removing or re-tokening a pool with stakes, saying what to do instead, and allows closing it', async () => {
    expect((await act(0, 'do', 1, '123.000000000000000007')).statusCode).toBe(200)
    const before = (await get('/api/admin/programmes/pledge', ADMIN)).json().data
    const removed = await save([pool(2, 'BtPi'), pool(3, 'USDT')])
    expect(removed.json()).toMatchObject({ code: 400, msg: expect.stringContaining("pools: pool 1 (HAP) holds users' stakes, and this change removes it: close it to new pledges (status '0') instead") })
    const retokened = await save([pool(1, 'BGC'), pool(2, 'BtPi'), pool(3, 'USDT')])
    expect(retokened.json().msg).toContain('pool 1 (HAP) holds users\' stakes, and this change changes its token from HAP to BGC')
    expect((await get('/api/admin/programmes/pledge', ADMIN)).json().data).toEqual(before)

    // Pools nobody holds stakes in may go; the staked one closes and still redeems to the unit.
    expect((await save([pool(1, 'HAP', '0')])).statusCode).toBe(200)
    expect((await act(0, 'redeem', 1, '123.000000000000000007')).json().data).toMatchObject({ pledge_amount: '0' })
    // Redeemed in full: now the pool may be removed too.
    expect((await save([pool(2, 'BtPi')])).statusCode).toBe(200)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
