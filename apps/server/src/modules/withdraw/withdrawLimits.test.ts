import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { withdrawOrderSignedParams, withdrawStatuses } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { account, signIn } from '../../test/signIn.ts'
import { testConfig } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { creditForTest, e18, signAction, userIdOf, walletTestChain } from '../../test/walletTestKit.ts'
import { checkLedger } from '../wallet/ledgerCheck.ts'
import { signOperatorPosts } from '../../test/operatorSigning.ts'

/**
 * Per-token withdrawal limits (issue 49): a rolling 24-hour limit per user that splitting, in turn
 * or at once, cannot pass, and a review threshold on the same 24-hour sum. Defaults here: review
 * above 100 USDT, at most 250 USDT a day; amounts that divide into neither.
 */
const USDT = 2
/** A clock that stands still until the test moves it (the programmes' clock, which the money rules read too). */
function standingClock(start: string) {
  let at = Date.parse(start)
  return { now: () => new Date(at), advance: (seconds: number) => void (at += seconds * 1000) }
}
type StandingClock = ReturnType<typeof standingClock>

const env = { ADMIN_ADDRESSES: account(3).address, WITHDRAW_REVIEW_THRESHOLD: '100', WITHDRAW_DAILY_LIMIT: '250' }

describe.each(testDatabases)('withdrawal limits on $name', ({ create }) => {
  const apps: FastifyInstance[] = []
  const databases: TestDatabase[] = []
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
    for (const database of databases.splice(0)) await database.drop()
  })

  /** An app on `database` whose money rules read `clock`. */
  async function appOn(database: TestDatabase, clock: StandingClock) {
    const app = signOperatorPosts(await buildApp({ config: testConfig(env), db: database.db, chain: walletTestChain, programmes: { clock } }))
    await app.ready()
    apps.push(app)
    return app
  }
  /** An app on a database of the test's own, its clock standing still, and user 0 holding 10,000 USDT. */
  async function world() {
    const database = await create()
    databases.push(database)
    const clock = standingClock('2026-12-01T08:00:00Z')
    const app = await appOn(database, clock)
    const auth = await signIn(app, account(0))
    await creditForTest(database.db, await userIdOf(app, auth), USDT, 10_000n * e18, 'limits')
    return { app, database, clock, auth }
  }
  const order = async (app: FastifyInstance, auth: string, units: bigint) => {
    const params = { chain_id: 13 as const, token_id: USDT, amount: formatAmount(units, 18), address: account(1).address }
    const signed = await signAction(app, auth, account(0), 'Withdraw Order', withdrawOrderSignedParams(params))
    return (await app.inject({ method: 'POST', url: '/api/withdraw/order', headers: { authorization: auth }, payload: { ...params, ...signed } })).json()
  }
  const condition = async (app: FastifyInstance, auth: string) => (await app.inject({ method: 'GET', url: `/api/withdraw/order/condition?token_id=${USDT}`, headers: { authorization: auth } })).json().data

  it('refuses what passes the 24-hour limit when split in turn, says what is left, and opens again 24 hours on', async () => {
    const { app, clock, auth } = await world()
    const piece = 83n * e18 + 333_333_333_333_333_333n
    const answers = []
    for (let n = 0; n < 4; n++) answers.push(await order(app, auth, piece))
    // Three pieces are 250 less one base unit: the fourth would pass the limit.
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200, 400])
    expect(answers[3]).toMatchObject({ error: 'withdraw.daily_limit', msg: 'This withdrawal is over your 24-hour withdrawal limit for this token: withdraw at most what the limit has left' })
    expect(await condition(app, auth)).toMatchObject({ daily_limit: '250', daily_remaining: '0.000000000000000001', usable: formatAmount(10_000n * e18 - 3n * piece, 18) })
    expect((await order(app, auth, 1n)).error).toBe('withdraw.below_minimum')

    clock.advance(24 * 60 * 60 - 1)
    expect((await order(app, auth, 10n * e18)).error).toBe('withdraw.daily_limit')
    clock.advance(1)
    expect((await condition(app, auth)).daily_remaining).toBe('250')
    expect((await order(app, auth, piece)).code).toBe(200)
  })

  it('lets only what fits through when the pieces are placed at once', async () => {
    const { app, database, auth } = await world()
    const piece = 61n * e18 + 7n
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(app, auth, piece)))
    // 4 × 61.000000000000000007 fit in 250; the fifth and sixth do not, whichever came first.
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(4)
    expect(answers.filter((answer) => answer.error === 'withdraw.daily_limit')).toHaveLength(2)
    const rows = await database.db.selectFrom('withdraw_orders').select(['amount', 'status']).execute()
    expect(rows.reduce((sum, row) => sum + BigInt(row.amount), 0n)).toBe(4n * piece)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('sends the order that takes the 24-hour sum past the review threshold to an operator, and not a refunded one', async () => {
    const { app, auth } = await world()
    const first = await order(app, auth, 60n * e18 + 1n)
    const second = await order(app, auth, 40n * e18)
    const third = await order(app, auth, 11n * e18 + 10n ** 17n)
    // 60.000000000000000001 + 40 is 100 and a unit: past the threshold though each piece is under it.
    expect([first.data.status, second.data.status, third.data.status]).toEqual([withdrawStatuses.approved, withdrawStatuses.review, withdrawStatuses.review])
    const admin = await signIn(app, account(3))
    const rejected = await app.inject({ method: 'POST', url: '/api/admin/withdraw/reject', headers: { authorization: admin }, payload: { id: second.data.id, reason: 'split' } })
    expect(rejected.json().code).toBe(200)
    // The rejected 40 is refunded and no longer counts: 71.100000000000000001 so far.
    expect((await condition(app, auth)).daily_remaining).toBe('178.899999999999999999')
    expect((await order(app, auth, 20n * e18)).data.status).toBe(withdrawStatuses.approved)
    expect((await order(app, auth, 10n * e18)).data.status).toBe(withdrawStatuses.review)
  })

  it("takes a token's own limits from the console, and refuses a review threshold above the limit beside its field", async () => {
    const { app, database, clock, auth } = await world()
    const admin = await signIn(app, account(3))
    const save = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/token/save', headers: { authorization: admin }, payload: { id: USDT, ...payload } })
    expect((await save({ withdraw_daily_limit: '20.5' })).json()).toMatchObject({ code: 400, msg: expect.stringContaining('withdraw_review_threshold: above withdraw_daily_limit') })
    for (const bad of ['1e30', '-1', 'NaN', '1'.repeat(80)]) expect((await save({ withdraw_daily_limit: bad })).json()).toMatchObject({ code: 400, error: expect.stringMatching(/^wallet\.amount_(format|too_large)$/), msg: expect.stringContaining('withdraw_daily_limit') })
    const saved = (await save({ withdraw_review_threshold: '12.25', withdraw_daily_limit: '30.000000000000000001' })).json()
    expect(saved.data).toMatchObject({ withdraw_review_threshold: '12.25', withdraw_daily_limit: '30.000000000000000001' })
    const list = (await app.inject({ method: 'GET', url: '/api/admin/token/list', headers: { authorization: admin } })).json().data.list
    expect(list.find((token: { id: number }) => token.id === 1)).toMatchObject({ withdraw_review_threshold: '100', withdraw_daily_limit: '250' })

    // A process started after the change reads it at once (a running one within the token cache's few seconds).
    const later = await appOn(database, clock)
    expect((await condition(later, auth)).daily_limit).toBe('30.000000000000000001')
    expect((await order(later, auth, 12n * e18)).data.status).toBe(withdrawStatuses.approved)
    expect((await order(later, auth, 12n * e18)).data.status).toBe(withdrawStatuses.review)
    expect((await order(later, auth, 10n * e18)).error).toBe('withdraw.daily_limit')
  })
})
