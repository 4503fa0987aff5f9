import { fundJoinSignedParams } from '@hapdex/core/api/circulation'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { systemBalance } from '../base/pools/systemBalance.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'

const { HAP } = tokenIds
const DAY = 86_400
const ADMIN = 3

function fundSuite(create: Parameters<typeof programmeSuite>[0], perTest = false) {
  const s = programmeSuite(create, {
    users: 4,
    admin: ADMIN,
    credits: [[0, HAP, 500n * e18], [1, HAP, 10n * e18], [2, HAP, 500n * e18]],
    perTest,
  })
  const { get, post, data, signed, advance } = s
  const signedJoin = async (i: number, num: number) => ({ num, ...(await signed(i, 'Circulation Fund Join', fundJoinSignedParams({ num }))) })
  const join = async (i: number, num: number) => post('/api/circulation/fund/join', i, await signedJoin(i, num))
  const redeem = async (i: number) => post('/api/circulation/fund/redeem', i, await signed(i, 'Circulation Fund Redeem', []))
  const usable = async (i: number) => (await data(`/api/wallet/info?token_id=${HAP}`, i)).usable as string
  return { s, get, post, data, signed, advance, signedJoin, join, redeem, usable }
}

const fundRuns = (runs: { job: string; day: string; status: string }[]) => runs.filter((run) => run.job === 'fund.daily').map((run) => [run.day, run.status])

describe.each(testDatabases)('foundation fund on $name', ({ create }) => {
  // None of these moves the clock, and each joins (or is refused) with users of its own: 0; 1 and 2; 1, refused again.
  const { s, get, post, data, signedJoin, join, usable } = fundSuite(create)

  it('sells shares of 20 HAP, half burned and half pledged for 365 days', async () => {
    expect(await data('/api/circulation/fund/config', 0)).toEqual({ status: '1', fund_amount: '20', burn_rate: '0.5', pledge_days: 365, daily_rate: '0.001', token: 'HAP', token_id: HAP, joined_num: 0 })
    expect(await data('/api/circulation/fund/info', 0)).toBeNull()
    const burnedBefore = await systemBalance(s.db, 'burned', HAP)
    expect((await join(0, 3)).json()).toMatchObject({ code: 200, data: { num: 3, amount: '60', status: '2' } })
    expect(await usable(0)).toBe('440')
    expect(await systemBalance(s.db, 'burned', HAP)).toBe(burnedBefore + 30n * e18)
    expect(await data('/api/circulation/fund/config', 0)).toMatchObject({ status: '2', joined_num: 3 })
    // Joined on 10 March (UTC): the pledge earns from the next day for 365 whole days.
    expect(await data('/api/circulation/fund/info', 0)).toEqual({
      id: expect.any(Number), num: 3, reward_amount: '0', pledge_amount: '30', burned_amount: '30', token: 'HAP',
      begin_time: '2026-03-11T00:00:00.000Z', end_time: '2027-03-11T00:00:00.000Z', redeem_status: '0',
    })
    const bills = (await get(`/api/wallet/record/list?type_arr=${encodeURIComponent('[4]')}`, 0)).json().data.list
    expect(bills.map((bill: { type_txt: string; usable_change: string }) => [bill.type_txt, bill.usable_change])).toEqual([['Circulation fund', '-60']])
    expect((await join(0, 1)).json().error).toBe('circulation.joined')
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('refuses more than the usable balance, zero, fractions and replays, and loses nothing', async () => {
    expect((await join(1, 1)).json().error).toBe('wallet.insufficient_balance')
    expect(await usable(1)).toBe('10')
    expect(await data('/api/circulation/fund/info', 1)).toBeNull()
    expect((await join(1, 0)).json().error).toBe('bad_request')
    expect((await join(1, 1.5)).json().error).toBe('bad_request')
    const signed = await signedJoin(2, 1)
    expect((await post('/api/circulation/fund/join', 2, { ...signed, num: 2 })).json().error).toBe('action.signature_invalid')
    expect((await post('/api/circulation/fund/join', 2, signed)).statusCode).toBe(200)
    expect((await post('/api/circulation/fund/join', 2, signed)).json().error).toBe('circulation.joined')
    expect(await usable(2)).toBe('480')
  })

  it('answers status 0 and refuses joins while the operator has it closed', async () => {
    expect((await post('/api/admin/programmes/fund', 0, { config: { status: '0' } })).statusCode).toBe(403)
    expect((await post('/api/admin/programmes/fund', ADMIN, { config: { status: '0', share_price: '25' } })).statusCode).toBe(200)
    expect(await data('/api/circulation/fund/config', 1)).toMatchObject({ status: '0', fund_amount: '25' })
    expect((await join(1, 1)).json().error).toBe('circulation.closed')
    expect((await post('/api/admin/programmes/fund', ADMIN, { config: { burn_rate: 'half' } })).json().error).toBe('bad_request')
    expect((await post('/api/admin/programmes/fund', ADMIN, { config: { status: '1', share_price: '20' } })).statusCode).toBe(200)
  })

  it('needs a session', async () => {
    for (const url of ['/api/circulation/fund/config', '/api/circulation/fund/info']) expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })

  // The days settle every pledge there is, and a redeem needs the year gone by: each of these keeps a calendar of its own.
  describe('over the days', () => {
    const { s, post, data, signed, advance, join, redeem, usable } = fundSuite(create, true)
    /** On 10 March, 0 takes 3 shares (30 HAP pledged) and 2 one (10 HAP pledged). */
    const joinBoth = async () => {
      for (const [i, num] of [[0, 3], [2, 1]] as const) {
        const answer = await join(i, num)
        if (answer.statusCode !== 200) throw new Error(`join by ${i} answered ${answer.body}`)
      }
    }
    /** 10 and 11 March settle, 11 March's 0.1 % once the pool is funded: 0.03 HAP to 0, 0.01 to 2. */
    const accrue = async () => {
      await advance(DAY)
      await advance(DAY)
      await s.fund('fund_pool', HAP, 1_000n * e18)
      await s.t.programmes.runner.settleDueDays()
    }

    it('accrues the daily reward from fund_pool, once the pool can pay it', async () => {
      await joinBoth()
      // 10 March: nothing earns yet. 11 March: 0.1 % of 30 and of 10, but the pool is empty.
      expect(fundRuns(await advance(DAY))).toEqual([['2026-03-10', 'done']])
      expect(fundRuns(await advance(DAY))).toEqual([['2026-03-11', 'underfunded']])
      expect(await usable(0)).toBe('440')
      await s.fund('fund_pool', HAP, 1_000n * e18)
      expect(fundRuns(await s.t.programmes.runner.settleDueDays())).toEqual([['2026-03-11', 'done']])
      expect(await usable(0)).toBe('440.03')
      expect(await usable(2)).toBe('480.01')
      expect(await data('/api/circulation/fund/info', 0)).toMatchObject({ reward_amount: '0.03', pledge_amount: '30' })
      expect((await data('/api/wallet/today-reward', 0)).list).toEqual([{ token: 'HAP', token_id: HAP, amount: '0.03' }])
      expect((await checkLedger(s.db)).problems).toEqual([])
    })

    it('returns the pledge once after the end, to one of concurrent redeems', async () => {
      await joinBoth()
      await accrue()
      expect((await redeem(1)).json().error).toBe('fund.not_joined')
      expect((await redeem(0)).json()).toMatchObject({ code: 400, error: 'fund.not_ended' })
      expect(await usable(0)).toBe('440.03')
      // Past the end without settling the year between: the redeem does not wait for settlement.
      s.t.clock.advance(365 * DAY)
      const bodies = await Promise.all([0, 0].map(() => signed(0, 'Circulation Fund Redeem', [])))
      const answers = await Promise.all(bodies.map((body) => post('/api/circulation/fund/redeem', 0, body)))
      expect(answers.map((answer) => answer.json().error ?? answer.json().data.redeem_status).sort()).toEqual(['1', 'fund.redeemed'])
      expect(await usable(0)).toBe('470.03')
      expect(await data('/api/circulation/fund/info', 0)).toMatchObject({ redeem_status: '1', pledge_amount: '30' })
      expect((await redeem(0)).json().error).toBe('fund.redeemed')
      expect(await usable(0)).toBe('470.03')
      expect((await checkLedger(s.db)).problems).toEqual([])
    })
  })
})
