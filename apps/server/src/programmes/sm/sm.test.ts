import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { systemBalance } from '../base/pools/systemBalance.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { expectedFee, smActions } from './smTestKit.ts'

const { USDT, HAP } = tokenIds
const ADMIN = 0
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Fees and discounts that do not divide: every charge below is checked to the base unit. */
const USDT_FEE = 33_333_333_333_333_333_333n
const HAP_FEE = 77_777_777_777_777_777_777n
const config = { pay_amount: '33.333333333333333333', hap_pay_amount: '77.777777777777777777', hap_discount: '0.1', partner_discount: '0.15', foundation_discount: '0.3' }
const START = 1_000n * e18
const outcome = (answer: { json(): { error?: string } }) => answer.json().error ?? 'ok'

/** 1, 2, 3 are 5's directs and 6 is under 1; 3 becomes a partner, 4 a foundation share holder. */
const setup = {
  users: 7,
  admin: ADMIN,
  referrals: [[1, 5], [2, 5], [3, 5], [6, 1], [4, 5]],
  credits: [1, 2, 3, 4, 6].flatMap((i) => [[i, USDT, START] as const, [i, HAP, START] as const]),
} as const

type Suite = ReturnType<typeof programmeSuite>
const smConfigOf = (s: Suite) => async (i: number) => (await s.get('/api/sm/config', i)).json().data

/** The fees configured and a window open from an hour ago to a day ahead. */
async function openWindow(sm: ReturnType<typeof smActions>) {
  expect((await sm.configure(config)).statusCode).toBe(200)
  expect((await sm.windowAround(-HOUR, DAY)).statusCode).toBe(200)
}

describe.each(testDatabases)('member recruit, before any window, on $name', ({ create }) => {
  const s = programmeSuite(create, setup)
  const sm = smActions(s, ADMIN)
  const smConfig = smConfigOf(s)

  it('has no window until operators set one; only operators set it, and a window ending before it begins is refused', async () => {
    expect(await smConfig(1)).toMatchObject({ timeStatus: 1, status: '0', begin_time: '' })
    expect((await s.post('/api/admin/programmes/sm', 1, { config })).statusCode).toBe(403)
    const backwards = await sm.configure({ begin_time: '2026-03-12T00:00:00.000Z', end_time: '2026-03-11T00:00:00.000Z' })
    expect(backwards.statusCode).toBe(400)
    expect((await sm.configure(config)).statusCode).toBe(200)
    expect((await sm.join(1, 0, '33.333333333333333333')).json()).toMatchObject({ code: 400, error: 'sm.not_started' })
  })
})

/**
 * The fees set and the window open for all; each test joins users no other test here joins, and
 * a test that moves the window leaves it open again.
 */
describe.each(testDatabases)('member recruit on $name', ({ create }) => {
  const s = programmeSuite(create, setup)
  const sm = smActions(s, ADMIN)
  const smConfig = smConfigOf(s)
  beforeAll(() => openWindow(sm))

  it('refuses a join before the window, naming it upcoming; nothing moves', async () => {
    expect((await sm.windowAround(HOUR, DAY)).statusCode).toBe(200)
    expect(await smConfig(6)).toMatchObject({ timeStatus: 1, status: '0', pay_amount: config.pay_amount, hap_pay_amount: config.hap_pay_amount, hap_discount: '0.1', receiver: expect.any(String) })
    expect((await sm.join(6, 0, config.pay_amount)).json()).toMatchObject({ code: 400, error: 'sm.not_started' })
    expect(await sm.usable(6, USDT)).toBe(START)
    await s.advance(3_600)
    expect(await smConfig(6)).toMatchObject({ timeStatus: 2, status: '1' })
  })

  it('joins with USDT at the exact fee, once, and answers status 5 after', async () => {
    expect((await sm.discount(1, 0)).data).toEqual({ discount: '0', source: 'none', pay_amount: config.pay_amount, pay_token: 'USDT' })
    expect((await sm.join(1, 0, '33.33')).json().error).toBe('programme.price_moved')
    const joined = await sm.join(1, 0, config.pay_amount)
    expect(joined.json().data).toEqual({ pay_type: 0, pay_amount: config.pay_amount, pay_token: 'USDT', discount: '0' })
    expect(await sm.usable(1, USDT)).toBe(START - USDT_FEE)
    expect((await sm.join(1, 0, config.pay_amount)).json()).toMatchObject({ code: 409, error: 'sm.already_joined' })
    expect(await sm.usable(1, USDT)).toBe(START - USDT_FEE)
    expect((await smConfig(1)).status).toBe('5')
  })

  it('gives the HAP discount paying in HAP, rounding what is paid up; five racing joins charge once', async () => {
    const fee = expectedFee(HAP_FEE, '0.1')
    // 77.7777777777777777770 − 7.7777777777777777777 (rounded down from …7777): the odd base unit is the user's to pay.
    expect(fee).toBe(70_000_000_000_000_000_000n)
    expect((await sm.discount(2, 1)).data).toEqual({ discount: '0.1', source: 'hap', pay_amount: '70', pay_token: 'HAP' })
    const bodies = await Promise.all([0, 1, 2, 3, 4].map(() => sm.joinBody(2, 1, '70')))
    const answers = await Promise.all(bodies.map((body) => s.post('/api/sm/join', 2, body)))
    expect(answers.map(outcome).sort()).toEqual(['ok', 'sm.already_joined', 'sm.already_joined', 'sm.already_joined', 'sm.already_joined'])
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500)
    expect(await sm.usable(2, HAP)).toBe(START - fee)
  })

  it('takes the highest discount of a partner and a foundation share holder, never two added up', async () => {
    expect((await sm.makePartner(3)).statusCode).toBe(200)
    const partnerFee = expectedFee(USDT_FEE, '0.15')
    expect((await sm.discount(3, 0)).data).toMatchObject({ discount: '0.15', source: 'partner' })
    // Partner 15 % beats nothing in USDT; paying in HAP, partner 15 % beats HAP 10 %: not 25 %.
    expect((await sm.discount(3, 1)).data).toMatchObject({ discount: '0.15', source: 'partner' })
    expect((await sm.join(3, 0, '28.333333333333333334')).json().data).toMatchObject({ discount: '0.15', pay_amount: '28.333333333333333334' })
    expect(await sm.usable(3, USDT)).toBe(START - partnerFee)
    expect(partnerFee).toBe(28_333_333_333_333_333_334n)

    expect((await sm.joinFund(4)).statusCode).toBe(200)
    const hapBefore = await sm.usable(4, HAP)
    const holderFee = expectedFee(HAP_FEE, '0.3')
    expect((await sm.discount(4, 1)).data).toMatchObject({ discount: '0.3', source: 'foundation' })
    expect(holderFee).toBe(54_444_444_444_444_444_444n)
    expect((await sm.join(4, 1, '54.444444444444444444')).statusCode).toBe(200)
    expect(await sm.usable(4, HAP)).toBe(hapBefore - holderFee)
  })

  it('keeps end_time inclusive, then refuses with ended (status 4); a closed programme refuses too', async () => {
    await sm.windowAround(-HOUR, 0)
    expect((await smConfig(5)).timeStatus).toBe(2)
    await s.advance(1)
    expect(await smConfig(5)).toMatchObject({ timeStatus: 3, status: '4' })
    expect((await sm.join(5, 0, config.pay_amount)).json()).toMatchObject({ code: 400, error: 'sm.ended' })
    await sm.windowAround(-HOUR, DAY)
    await sm.configure({ status: '0' })
    expect((await sm.join(5, 0, config.pay_amount)).json()).toMatchObject({ code: 400, error: 'programme.closed' })
    expect(await sm.usable(5, USDT)).toBe(0n)
    await sm.configure({ status: '1' })
    // 5 holds nothing: the fee is refused for the balance, and no member row is left.
    expect((await sm.join(5, 0, config.pay_amount)).json().error).toBe('wallet.insufficient_balance')
    expect((await smConfig(5)).status).toBe('1')
  })

  it('answers bad input with a code and a message, never a 5xx', async () => {
    const bad = [
      await s.post('/api/sm/join', 5, { pay_type: 2, pay_amount: '1' }),
      await s.post('/api/sm/join', 5, { pay_type: 0, pay_amount: '-1', nonce: 'x', expires_at: 'y', signature: 'z' }),
      await s.get('/api/sm/discount?pay_type=abc', 5),
      await s.post('/api/sm/entry-mark', 5, { tx_hash: '' }),
      await s.post('/api/sm/entry-mark', 5, { tx_hash: '0x12' }),
      await s.get('/api/sm/summary', -1),
    ]
    for (const answer of bad) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode).toBeLessThan(500)
      expect(answer.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) })
    }
    expect(bad[3]!.json().error).toBe('sm.tx_hash_required')
  })
})

/** Every join of the tests above made in one world, and 6's in HAP: the counts and the income of them all. */
describe.each(testDatabases)('member recruit, everyone joined, on $name', ({ create }) => {
  const s = programmeSuite(create, setup)
  const sm = smActions(s, ADMIN)
  beforeAll(async () => {
    await openWindow(sm)
    expect((await sm.join(1, 0, config.pay_amount)).statusCode).toBe(200)
    expect((await sm.join(2, 1, '70')).statusCode).toBe(200)
    expect((await sm.makePartner(3)).statusCode).toBe(200)
    expect((await sm.join(3, 0, '28.333333333333333334')).statusCode).toBe(200)
    expect((await sm.joinFund(4)).statusCode).toBe(200)
    expect((await sm.join(4, 1, '54.444444444444444444')).statusCode).toBe(200)
    expect((await sm.join(6, 1, '70')).statusCode).toBe(200)
  })

  it('counts members by token under a user, direct and team, and lists the direct ones who joined', async () => {
    const summary = (await s.get('/api/sm/summary', 5)).json().data
    expect(summary).toEqual({ token_amount: '0', token: 'USDT', share_num: 4, hap_dr_num: 2, hap_team_num: 3, u_dr_num: 2, u_team_num: 2 })
    expect((await s.get('/api/sm/summary', 3)).json().data).toMatchObject({ token_amount: '28.333333333333333334', token: 'USDT', share_num: 0 })
    const list = (await s.get('/api/sm/children', 5)).json().data.list
    expect(list).toEqual([
      { address: account(4).address, type: 1 },
      { address: account(3).address, type: 0 },
      { address: account(2).address, type: 1 },
      { address: account(1).address, type: 0 },
    ])
    expect((await s.get('/api/sm/children', 6)).json().data.list).toEqual([])
    // A page at a time, beyond any fixed cap: pages meet without a gap or an overlap.
    const paged = [1, 2, 3].map(async (page) => (await s.get(`/api/sm/children?page=${page}&page_size=3`, 5)).json().data)
    const [first, second, third] = await Promise.all(paged)
    expect(first).toMatchObject({ page: 1, page_size: 3 })
    expect([...first.list, ...second.list]).toEqual(list)
    expect(third.list).toEqual([])
    expect((await s.get('/api/sm/children?page_size=1000', 5)).statusCode).toBe(400)
  })

  it('books every fee to income and keeps the ledger balanced', async () => {
    const usdtIncome = USDT_FEE + expectedFee(USDT_FEE, '0.15')
    const hapIncome = 2n * expectedFee(HAP_FEE, '0.1') + expectedFee(HAP_FEE, '0.3')
    expect(await systemBalance(s.db, 'income', USDT)).toBe(usdtIncome)
    expect(await systemBalance(s.db, 'income', HAP)).toBe(hapIncome)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
