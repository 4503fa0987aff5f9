import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { partnerActions } from './partnerTestKit.ts'

const { USDT } = tokenIds
const HAPC = 4
const ADMIN = 7
const HOUR = 3_600_000
const DAY = 24 * HOUR
const outcome = (answer: { json(): { error?: string } }) => answer.json().error ?? 'ok'

/**
 * 0 is a partner by the operator; 1 to 5 are its directs, 6 is under 5; 7 (the operator) is
 * nobody's partner. Which two of 1 to 4 win the round of 2 is up to PostgreSQL's scheduling, so
 * nothing after it depends on one of them being a partner.
 */
const setup = {
  users: 8,
  admin: ADMIN,
  referrals: [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 5], [7, 0]],
  credits: [1, 2, 3, 4, 5, 6, 7].map((i) => [i, USDT, 1_000n * e18] as const),
  pools: [['partner_pool', USDT, 10_000n * e18], ['partner_pool', HAPC, 10_000n * e18]],
} as const

/** The partner calls of a suite, and the operator's opening of the rounds. */
function partnerWorld(s: ReturnType<typeof programmeSuite>) {
  const p = partnerActions(s, ADMIN)
  const at = (offset: number) => new Date(s.t.clock.now().getTime() + offset)
  /**
   * 0 made a partner, genesis at three direct partners, then rounds: refused ones, a phase 1 round
   * of 30 under `key` (sent again, once the same and once changed), and one upcoming, one ended,
   * one of 2 seats at 100 and an open phase 2 one at 100. Every answer, for the test that checks them.
   */
  const openRounds = async (key = `phase-1-round-${Math.random().toString(36).slice(2)}`) => {
    const made = await p.level(0, 1)
    const configured = await s.post('/api/admin/programmes/partner', ADMIN, { config: { genesis_directs: 3 } })
    const notOperator = await s.post('/api/admin/partner/rounds', 1, { phase: 1, begin_time: at(0).toISOString(), end_time: at(DAY).toISOString(), idempotency_key: 'not-an-operator' })
    const backwards = await p.round({ begin: at(DAY), end: at(0) })
    const unknownPhase = await p.round({ phase: 9, begin: at(0), end: at(DAY) })
    const first = (await p.round({ phase: 1, begin: at(-HOUR), end: at(30 * DAY), key })).json().data
    const again = await p.round({ phase: 1, begin: at(-HOUR), end: at(30 * DAY), key })
    const conflict = await p.round({ phase: 1, begin: at(0), end: at(30 * DAY), key })
    const ids = {
      upcoming: (await p.round({ phase: 2, begin: at(DAY), end: at(2 * DAY) })).json().data.id as number,
      ended: (await p.round({ phase: 1, begin: at(-2 * DAY), end: at(-DAY) })).json().data.id as number,
      two: (await p.round({ phase: 1, begin: at(-HOUR), end: at(DAY), pay_amount: '100', max_recruit: 2 })).json().data.id as number,
      open: (await p.round({ phase: 2, begin: at(-HOUR), end: at(DAY), pay_amount: '100' })).json().data.id as number,
    }
    return { made, configured, notOperator, backwards, unknownPhase, first, again, conflict, ids }
  }
  return { p, at, openRounds }
}

/**
 * Opening rounds, refusals, a sale and the audits, in one world: the set-up opens the rounds the
 * refusals use, the tests about opening open their own, and the round of 2 is its test's own.
 */
describe.each(testDatabases)('partner recruitment and vote on $name', ({ create }) => {
  const s = programmeSuite(create, setup)
  const { p, at, openRounds } = partnerWorld(s)
  const ids = { upcoming: 0, ended: 0, two: 0, open: 0 }
  beforeAll(async () => {
    Object.assign(ids, (await openRounds()).ids)
  })
  const auditOf = async (query: string) => (await s.get(`/api/admin/audit/list?${query}`, ADMIN)).json().data

  it('operators open rounds from the configured phases, idempotently, with a window that ends after it begins', async () => {
    const opened = await openRounds('phase-1-round')
    expect(opened.made.statusCode).toBe(200)
    expect(opened.configured.statusCode).toBe(200)
    expect(opened.notOperator.statusCode).toBe(403)
    expect(opened.backwards.json()).toMatchObject({ code: 400, error: 'partner.window_invalid' })
    expect(opened.unknownPhase.json().error).toBe('partner.phase_unknown')
    expect(opened.first).toMatchObject({ phase: 1, max_recruit: 30, pay_amount: '1000', recruited: 0 })
    expect(opened.again.json().data.id).toBe(opened.first.id)
    expect(opened.conflict.json().error).toBe('programme.idempotency_conflict')
  })

  it('audits each round an operator opens in the same transaction; a repeated key or a refused one writes no entry', async () => {
    const before = (await auditOf('action=partner.round.create')).total
    const own = (await openRounds()).ids
    // Five rounds, each once: the refused ones, the repeated and the conflicting phase 1 key left none.
    const rounds = await auditOf('action=partner.round.create')
    expect(rounds.total).toBe(before + 5)
    const two = (await auditOf(`target=partner_round:${own.two}`)).list
    expect(two).toHaveLength(1)
    expect(two[0]).toMatchObject({ actor: account(ADMIN).address, before: null, after: { id: own.two, phase: 1, pay_amount: '100', pay_token: 'USDT', max_recruit: 2, recruited: 0 } })
  })

  it('refuses rounds that do not sell and prices that differ, moving nothing', async () => {
    expect((await p.buy(5, ids.upcoming, '1000')).json()).toMatchObject({ code: 400, error: 'partner.round_not_started' })
    expect((await p.buy(5, ids.ended, '1000')).json().error).toBe('partner.round_ended')
    expect((await p.buy(5, 999, '1000')).json().error).toBe('partner.round_unknown')
    expect((await p.buy(5, ids.open, '99')).json().error).toBe('programme.price_moved')
    expect((await s.post('/api/partner/buy', 5, { ...(await p.buyBody(5, ids.open, '100')), pay_amount: '1e2' })).json().error).toBe('wallet.amount_format')
    expect(await p.usable(5, USDT)).toBe(1_000n * e18)
  })

  it('sells a round of 2 seats to exactly 2 of 4 simultaneous buyers, charging only them', async () => {
    const two = (await p.round({ phase: 1, begin: at(-HOUR), end: at(DAY), pay_amount: '100', max_recruit: 2 })).json().data.id as number
    const bodies = await Promise.all([1, 2, 3, 4].map((i) => p.buyBody(i, two, '100')))
    const answers = await Promise.all(bodies.map((body, k) => s.post('/api/partner/buy', k + 1, body)))
    expect(answers.map(outcome).sort()).toEqual(['ok', 'ok', 'partner.round_full', 'partner.round_full'])
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500)
    const charged = await Promise.all([1, 2, 3, 4].map((i) => p.usable(i, USDT)))
    expect(charged.filter((balance) => balance === 900n * e18)).toHaveLength(2)
    expect(charged.filter((balance) => balance === 1_000n * e18)).toHaveLength(2)
    expect((await s.get('/api/partner/configs', 1)).json().data.list.find((round: { id: number }) => round.id === two)).toMatchObject({ recruited: 2, max_recruit: 2, can_buy: true })
  })

  it('audits a vote an operator publishes in the same transaction; a repeated key or a refused one writes no entry', async () => {
    // A vote published before the audited one: its entry is there too.
    const start = (await auditOf('action=partner.vote.create')).total
    expect((await p.vote({ begin: at(HOUR), end: at(DAY) })).statusCode).toBe(200)
    const earlier = (await auditOf('action=partner.vote.create')).total
    expect(earlier).toBe(start + 1)
    const vote = { title: 'Audited vote', content: '<p>yes or no</p>', begin_time: at(-HOUR).toISOString(), end_time: at(DAY).toISOString(), idempotency_key: 'audited-vote-1' }
    const created = (await s.post('/api/admin/partner/votes', ADMIN, vote)).json().data
    expect((await s.post('/api/admin/partner/votes', ADMIN, vote)).json().data.id).toBe(created.id)
    expect((await s.post('/api/admin/partner/votes', ADMIN, { ...vote, title: 'Another title' })).json().error).toBe('programme.idempotency_conflict')
    const votes = (await auditOf('action=partner.vote.create')).list
    expect(votes).toHaveLength(earlier + 1)
    expect(votes[0]).toMatchObject({ target: `partner_vote:${created.id}`, before: null, after: { id: created.id, title: 'Audited vote', content: '<p>yes or no</p>' } })
  })
})

/**
 * Seats that make 0 genesis, the vote of partners and the airdrop, each test on a world of its
 * own: the rounds opened, two of 1 to 4 partners from the round of 2, and what the test needs after.
 */
describe.each(testDatabases)('partner rules as configured on $name', ({ create }) => {
  const s = programmeSuite(create, setup)

  it('states the rules from the configuration, and follows an operator change at once', async () => {
    const rules = async () => (await s.get('/api/partner/configs', 0)).json().data.rules
    expect(await rules()).toEqual({
      referral_rate: '0.2',
      genesis_referral_rate: '0.3',
      team_rate: '0.1',
      genesis_directs: 5,
      airdrop_token: 'HAPC',
      daily_airdrop: '10',
      phases: [{ seats: 30, seat_airdrop: '16' }, { seats: 60, seat_airdrop: '11' }, { seats: 110, seat_airdrop: '6' }],
    })
    const phases = [{ seats: 40, pay_amount: '999.999999999999999999', seat_airdrop: '18.5' }]
    expect((await s.post('/api/admin/programmes/partner', ADMIN, { config: { referral_rate: '0.25', genesis_directs: 7, phases } })).statusCode).toBe(200)
    expect(await rules()).toMatchObject({ referral_rate: '0.25', genesis_directs: 7, phases: [{ seats: 40, seat_airdrop: '18.5' }] })
  })
})

describe.each(testDatabases)('partner seats, vote and airdrop on $name', ({ create }) => {
  const s = programmeSuite(create, { ...setup, perTest: true })
  const { p, at, openRounds } = partnerWorld(s)
  const level = async (i: number) => (await s.get('/api/partner/configs', i)).json().data.team_level
  const ids = { upcoming: 0, ended: 0, two: 0, open: 0 }
  /** The rounds, and the round of 2 sold to 1 and 2: 0 has two direct partners. */
  const roundOfTwoSold = async () => {
    Object.assign(ids, (await openRounds()).ids)
    for (const i of [1, 2]) expect((await p.buy(i, ids.two, '100')).statusCode).toBe(200)
  }
  /** Then 5 and 6 buy phase 2 seats, as the seat test has them: 0 genesis, 5 and 6 partners. */
  const phaseTwoSeatsSold = async () => {
    await roundOfTwoSold()
    for (const i of [5, 6]) expect((await p.buy(i, ids.open, '100')).statusCode).toBe(200)
  }

  it('gives one seat per user, also to five simultaneous purchases; the third direct partner makes 0 genesis', async () => {
    await roundOfTwoSold()
    const bodies = await Promise.all([0, 1, 2, 3, 4].map(() => p.buyBody(5, ids.open, '100')))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/partner/buy', 5, body)))
    expect(answers.map(outcome).sort()).toEqual(['ok', 'partner.seat_owned', 'partner.seat_owned', 'partner.seat_owned', 'partner.seat_owned'])
    expect(await p.usable(5, USDT)).toBe(900n * e18)
    expect((await p.buy(5, ids.open, '100')).json()).toMatchObject({ code: 409, error: 'partner.seat_owned' })
    expect(await p.usable(5, USDT)).toBe(900n * e18)
    // 0 had two direct partners before 5's purchase: 5's seat paid 0 the partner rate, and made it genesis.
    expect(await p.usable(0, USDT)).toBe(3n * 20n * e18)
    expect(await level(0)).toBe(2)
    // 6 buys under 5: 20 to 5, and the 10 % team reward to 0, the nearest genesis above.
    expect((await p.buy(6, ids.open, '100')).statusCode).toBe(200)
    expect(await p.usable(5, USDT)).toBe(900n * e18 + 20n * e18)
    expect(await p.usable(0, USDT)).toBe(70n * e18)
    // An operator's level is never lowered by a purchase.
    expect((await p.level(0, 2)).statusCode).toBe(200)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('takes one vote per partner inside the window, also of twenty at once, and answers bad input with {code, msg}', async () => {
    await phaseTwoSeatsSold()
    expect((await s.get('/api/partner/vote/info', 0)).json().data).toBeNull()
    expect((await p.vote({ begin: at(HOUR), end: at(DAY), content: '<p onclick="x()">Open <b>phase 2</b>?</p>' })).statusCode).toBe(200)
    expect((await s.get('/api/partner/vote/info', 0)).json().data).toMatchObject({ title: 'Open phase 2 early?', content: '<p onclick="x()">Open <b>phase 2</b>?</p>' })
    expect((await p.castVote(0, '1')).json()).toMatchObject({ code: 400, error: 'partner.vote_not_open' })
    expect((await s.get('/api/partner/vote/status', 0)).json().data).toEqual({ status: -1, msg: 'The vote is not open' })
    s.t.clock.advance(2 * 3600)
    expect((await s.get('/api/partner/vote/status', 0)).json().data).toEqual({ status: 2, msg: '' })
    expect((await p.castVote(7, '1')).json()).toMatchObject({ code: 403, error: 'partner.vote_not_partner' })
    for (const view_point of ['2', '', 'yes', '01']) expect((await s.post('/api/partner/vote/do', 0, await p.voteBody(0, view_point))).json()).toMatchObject({ code: 400, error: 'bad_request' })
    expect((await s.post('/api/partner/vote/do', 0, { ...(await p.voteBody(0, '1')), view_point: '0' })).json().error).toBe('action.signature_invalid')
    expect((await p.castVote(0, '1')).json().data).toEqual({ agree: 1, disagree: 0 })
    expect((await p.castVote(0, '0')).json()).toMatchObject({ code: 409, error: 'partner.voted' })
    const bodies = await Promise.all(Array.from({ length: 20 }, () => p.voteBody(5, '0')))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/partner/vote/do', 5, body)))
    expect(answers.filter((answer) => outcome(answer) === 'ok')).toHaveLength(1)
    expect(answers.filter((answer) => outcome(answer) === 'partner.voted')).toHaveLength(19)
    expect((await s.get('/api/partner/vote/summary', 0)).json().data).toEqual({ agree: 1, disagree: 1 })
    expect((await s.get('/api/partner/vote/status', 0)).json().data).toEqual({ status: 1, msg: 'Already voted' })
    expect((await s.get('/api/partner/vote/status', 5)).json().data.status).toBe(0)
    expect((await s.get('/api/partner/vote/status', 7)).json().data.status).toBe(-1)
    s.t.clock.advance(DAY / 1000)
    expect((await p.castVote(6, '1')).json().error).toBe('partner.vote_not_open')
    expect((await s.get('/api/partner/vote/summary', 0)).json().data).toEqual({ agree: 1, disagree: 1 })
  })

  it('airdrops 10 HAPC a day to every partner and the phase airdrop to each seat from its first whole day', async () => {
    await phaseTwoSeatsSold()
    // Seats bought on 10 March; the clock then at 11 March, 10:00, no day settled yet.
    s.t.clock.advance(26 * 3600)
    const days = (await s.advance(0)).filter((run) => run.job === 'partner.airdrop').map((run) => [run.day, run.status])
    expect(days).toEqual([['2026-03-10', 'done']])
    // 10 March: only 0 (a partner by the operator, no seat) counts; the seats count from 11 March.
    expect(await Promise.all([0, 1, 5, 7].map((i) => p.usable(i, HAPC)))).toEqual([10n * e18, 0n, 0n, 0n])
    await s.advance(DAY / 1000)
    // 11 March: 10 each, plus 16 for a phase 1 seat (1 or the other winner of the round of 2) and 11 for phase 2 (5, 6).
    const balances = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => p.usable(i, HAPC)))
    expect(balances[0]).toBe(20n * e18)
    expect(balances[5]).toBe(21n * e18)
    expect(balances[6]).toBe(21n * e18)
    expect(balances[7]).toBe(0n)
    expect(balances.slice(1, 5).sort()).toEqual([0n, 0n, 26n * e18, 26n * e18])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
