import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { fraction } from '@hapdex/core/amount/fraction'
import { burnFuel } from '@hapdex/core/rules/circulationMarket'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { addDays } from '../base/clock.ts'
import { fundedBalance } from '../base/pools/systemBalance.ts'
import { owedDays } from '../base/settlement/owedRewardsPayer.ts'
import { cmActions } from './cmTestKit.ts'

const { HAP, USDT } = tokenIds
const GOC = 7
const ADMIN = 3
const e16 = 10n ** 16n
const DAY = 86_400

/**
 * Days of circulation.release that cannot be settled the plain way (decision 0045): a day whose
 * reward pool is short, and a day caught up late with no price of its own. 0 sells 300 HAP at 0.37
 * USDT to 1, whose reward is 0.0333 × 300 = 9.99 HAP, with fuel at GOC 7/3 USD rounded up.
 */
describe.each(testDatabases)('Circulation settlement days on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: 4,
    admin: ADMIN,
    credits: [
      [0, HAP, 1_000n * e18],
      [1, USDT, 1_000n * e18],
      [1, GOC, 10n * e18],
    ],
    perTest: true,
  })
  const m = cmActions(s)
  const reward = 999n * e16
  beforeEach(async () => {
    s.t.prices.set('GOC', fraction(7n, 3n))
    await s.t.programmes.ctx.configs.save('cmarket', { price: '0.37', reward_rate: '0.0333', sell_quota: '500', buy_quota: '500', sell_amounts: ['100', '300'] }, 'test')
    expect((await m.publish(0, 1, '300')).statusCode).toBe(200)
    expect((await m.publish(1, 0, '300')).statusCode).toBe(200)
    await m.drain()
    expect((await m.held(1, HAP)).circ_frozen).toBe(300n * e18)
  })
  const releaseRuns = (runs: readonly { job: string; day: string; status: string; detail: string }[]) => runs.filter((run) => run.job === 'circulation.release')
  const completed = async () => (await s.get('/api/circulation/order/list?type=2', 1)).json().data.list as { reward_amount: string; reward_owed: boolean }[]

  it('releases the principal on its day with an empty pool, owes the reward, and pays it once, whole, when the pool holds it', async () => {
    await s.fund('cm_pool', HAP, 5n * e18)
    // What the popup showed before publishing, for the amount bought.
    const shown = (await s.data('/api/circulation/config', 1)).fuel_due.find((due: { amount: string }) => due.amount === '300').fuel
    const runs = []
    for (let day = 0; day < 8; day++) runs.push(...releaseRuns(await s.advance(DAY)))
    const released = runs.find((run) => run.detail.includes('matches completed') && !run.detail.startsWith('0 '))
    expect(released).toMatchObject({ status: 'done' })
    expect(released!.detail).toContain('owed: 9.99 HAP from cm_pool (1 users)')
    // The users' own money moved on its day, to the unit; the fuel of the reward is burned with it.
    const fuel = burnFuel(reward, '0.1', fraction(1n, 2n), fraction(7n, 3n), 18, 18)
    expect(await m.usable(1, HAP)).toBe(300n * e18)
    expect((await m.held(1, HAP)).circ_frozen).toBe(0n)
    expect(await m.usable(1, GOC)).toBe(10n * e18 - fuel)
    expect(shown).toBe(formatAmount(fuel, 18))
    expect(await m.usable(0, USDT)).toBe(111n * e18)
    expect((await m.held(0, USDT)).circ_frozen).toBe(0n)
    expect(await completed()).toEqual([expect.objectContaining({ reward_amount: '9.99', reward_owed: true })])
    expect(await fundedBalance(s.db, 'cm_pool', HAP)).toBe(5n * e18)
    // The operator sees what the pool owes beside its balance.
    expect((await s.data('/api/admin/pools', ADMIN)).owed).toEqual([{ job: 'circulation.release', day: released!.day, pool: 'cm_pool', token: 'HAP', amount: '9.99', users: 1 }])

    // One unit short of the reward: nothing paid.
    await s.fund('cm_pool', HAP, 499n * e16 - 1n)
    await s.t.programmes.runner.settleDueDays()
    expect(await m.usable(1, HAP)).toBe(300n * e18)
    // Exactly the reward: paid whole, with its bill, and the order says so.
    await s.fund('cm_pool', HAP, 1n)
    await s.t.programmes.runner.settleDueDays()
    expect(await m.usable(1, HAP)).toBe(300n * e18 + reward)
    expect(await fundedBalance(s.db, 'cm_pool', HAP)).toBe(0n)
    expect(await completed()).toEqual([expect.objectContaining({ reward_amount: '9.99', reward_owed: false })])
    expect((await s.get('/api/circulation/wallet/record-list?type=0', 1)).json().data.list).toMatchObject([{ usable_change: '9.99', token: 'HAP' }])
    // Once: later passes and days pay nothing again.
    await s.t.programmes.runner.settleDueDays()
    await s.advance(DAY)
    expect(await m.usable(1, HAP)).toBe(300n * e18 + reward)
    expect(await owedDays(s.db)).toEqual([])
    expect((await s.data('/api/admin/pools', ADMIN)).owed).toEqual([])
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })

  it('waits on a day caught up a week late with no price of its own, says why, and settles with the price an operator enters; later days follow', async () => {
    await s.fund('cm_pool', HAP, 100n * e18)
    // The worker ran on the match's day, then stopped for two weeks (the console's clock moved them at once).
    expect(releaseRuns(await s.advance(DAY))).toMatchObject([{ status: 'done', detail: 'nothing due' }])
    const runs = releaseRuns(await s.advance(14 * DAY))
    const waiting = runs.find((run) => run.status !== 'done')
    expect(waiting).toMatchObject({ status: 'waiting' })
    // HAP was priced on the day the worker last ran, and carries; GOC never was.
    expect(waiting!.detail).toMatch(new RegExp(`^no GOC price for ${waiting!.day}: .*an operator enters the day's price`))
    // The principal waits frozen with the day; nothing moved.
    expect((await m.held(1, HAP)).circ_frozen).toBe(300n * e18)
    expect((await s.get('/api/circulation/order/list?type=1', 1)).json().data.list).toHaveLength(1)
    // A pass later, it still waits (and says so), rather than failing.
    expect(releaseRuns(await s.t.programmes.runner.settleDueDays())).toMatchObject([{ day: waiting!.day, status: 'waiting' }])

    const enter = (body: Record<string, unknown>) => s.post('/api/admin/settlement/day-price', ADMIN, body)
    const refused = async (body: Record<string, unknown>) => {
      const answer = await enter(body)
      return [answer.statusCode, answer.json().error]
    }
    for (const price of ['1e30', '0', '-1', 'NaN', '0.000000001', '9'.repeat(80)]) expect(await refused({ day: waiting!.day, symbol: 'GOC', price })).toEqual([400, 'settlement.price_invalid'])
    expect(await refused({ day: waiting!.day, symbol: 'XYZ', price: '1' })).toEqual([404, 'wallet.token_unknown'])
    expect((await refused({ day: await s.t.programmes.runner.today(), symbol: 'GOC', price: '1' }))[1]).toBe('settlement.day_open')
    expect(await refused({ day: waiting!.day, symbol: 'GOC' })).toEqual([400, 'bad_request'])

    const goc = await enter({ day: waiting!.day, symbol: 'GOC', price: '2.33333333' })
    expect(goc.json().data).toMatchObject({ day: waiting!.day, symbol: 'GOC', price: '2.33333333', source: 'operator' })
    // Fixed once: a second entry is refused and changes nothing; so is one for HAP, fixed (carried) when the run tried the day.
    expect(await refused({ day: waiting!.day, symbol: 'GOC', price: '3' })).toEqual([409, 'settlement.price_fixed'])
    expect(await refused({ day: waiting!.day, symbol: 'HAP', price: '0.41' })).toEqual([409, 'settlement.price_fixed'])
    const audit = (await s.get('/api/admin/audit/list?action=settlement.day_price', ADMIN)).json().data
    expect(audit).toMatchObject({ total: 1, list: [{ target: `day_price:GOC:${waiting!.day}`, before: null, after: { price: '2.33333333', source: 'operator' } }] })
    const prices = (await s.get('/api/admin/settlement/day-prices?symbol=GOC', ADMIN)).json().data.list
    expect(prices).toEqual([expect.objectContaining({ day: waiting!.day, price: '2.33333333', source: 'operator' })])

    const caughtUp = releaseRuns(await s.t.programmes.runner.settleDueDays())
    expect(caughtUp[0]).toMatchObject({ day: waiting!.day, status: 'done', prices: { HAP: '0.5', GOC: '2.33333333' } })
    // Every later day up to yesterday follows; the next day carries the entered prices if it needs one.
    expect(caughtUp.every((run) => run.status === 'done')).toBe(true)
    expect(caughtUp.at(-1)!.day).toBe(addDays(await s.t.programmes.runner.today(), -1))
    expect(caughtUp.length).toBeGreaterThan(1)
    const fuel = burnFuel(reward, '0.1', fraction(1n, 2n), fraction(233_333_333n, 100_000_000n), 18, 18)
    expect(await m.usable(1, HAP)).toBe(300n * e18 + reward)
    expect(await m.usable(1, GOC)).toBe(10n * e18 - fuel)
    expect(await m.usable(0, USDT)).toBe(111n * e18)
    expect(await completed()).toEqual([expect.objectContaining({ reward_amount: '9.99', reward_owed: false })])
    await expect(checkLedger(s.db)).resolves.toMatchObject({ ok: true })
  })
})
