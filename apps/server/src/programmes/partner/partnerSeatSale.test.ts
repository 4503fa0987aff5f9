import { beforeAll, describe, expect, it } from 'vitest'
import { issueActionNonce } from '../../auth/signedAction.ts'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { fundedBalance } from '../base/pools/systemBalance.ts'
import { partnerTables } from './partner.table.ts'
import { purchaseSale } from './partnerPurchase.ts'
import { seatRewardCredits } from './partnerRewards.ts'
import { createSeatSeller, saleItem, sellSeats } from './partnerSeatSale.ts'
import { partnerActions } from './partnerTestKit.ts'

const { USDT } = tokenIds
const ADMIN = 7
const DAY = 86_400_000
// 333.333333333333333333 USDT: its 30 % leaves a remainder below one wei, which stays in the pool.
const PRICE = '333.333333333333333333'
const P = 333_333_333_333_333_333_333n
const GENESIS_SHARE = (P * 30n) / 100n // floors, as the server must
// The pool covers exactly two genesis referral rewards and one wei less than a third.
const POOL = 3n * GENESIS_SHARE - 1n

/**
 * The sale statement (partner_sell_seats) on its own: 0 is genesis by the operator, 1 to 6 its
 * directs; 1 holds less than a seat's price, the others enough for one seat and not for two.
 */
const setup = {
  users: 8,
  admin: ADMIN,
  referrals: [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]],
  credits: [[1, USDT, P - 1n] as const, ...[2, 3, 4, 5, 6].map((i) => [i, USDT, 2n * P - 1n] as const)],
  pools: [['partner_pool', USDT, POOL]],
} as const

/** The sales of a suite, made straight on the statement, and what they move. */
function seatSaleWorld(s: ReturnType<typeof programmeSuite>) {
  const p = partnerActions(s, ADMIN)
  const ctx = () => s.t.programmes.ctx
  const usable = async (i: number) => (await userBalances(s.db, s.ids[i]!)).get(USDT)?.usable ?? 0n
  const seats = async () => (await partnerTables(s.db).selectFrom('partner_seats').select('user_id').execute()).map((row) => s.ids.indexOf(row.user_id)).sort()
  const pool = () => fundedBalance(s.db, 'partner_pool', USDT)

  /** A purchase by test user i under 0 (genesis), signed with a fresh nonce, at the programme clock's now. */
  async function sale(i: number, roundId: number, fields: { referrerId?: number; genesisDirects?: number } = {}) {
    const config = await ctx().configs.get('partner')
    const userId = s.ids[i]!
    const { nonce, expires_at } = await issueActionNonce(s.db, userId)
    const rewards = seatRewardCredits({ referrerId: s.ids[0]!, referrerLevel: 2, teamReceiver: undefined, payAmount: P, tokenId: USDT, config })
    const purchase = { roundId, userId, tokenId: USDT, payAmount: P, nonce, referrerId: fields.referrerId ?? s.ids[0]!, genesisDirects: fields.genesisDirects ?? config.genesis_directs, rewards }
    const guard = { consumption: { nonce, userId, expiresAt: expires_at }, error: () => new Error('nonce') }
    return purchaseSale(purchase, ctx().clock.now(), guard)
  }
  async function round(max_recruit: number) {
    const now = ctx().clock.now().getTime()
    return (await p.round({ begin: new Date(now - DAY), end: new Date(now + DAY), pay_amount: PRICE, max_recruit })).json().data.id as number
  }
  /** 0 made genesis, then one batch on a round of 2: 2 and 3 get the seats, 1 is short, 4 too late; the pool keeps GENESIS_SHARE - 1. */
  async function firstBatch() {
    expect((await p.level(0, 2)).statusCode).toBe(200)
    const id = await round(2)
    const batch = [await sale(1, id), await sale(2, id), await sale(2, id), await sale(3, id), await sale(4, id)]
    return sellSeats(s.db, batch.map(saleItem))
  }
  /** After it, the pool funded again and 4 and 5 each sold a seat alone, as the failed-statement test leaves them. */
  async function fourAndFiveSold() {
    await firstBatch()
    await s.fund('partner_pool', USDT, 10n * GENESIS_SHARE)
    const id = await round(5)
    const seller = createSeatSeller(s.db)
    for (const i of [4, 5]) expect(await seller.sell(await sale(i, id))).toMatchObject({ status: 'sold' })
  }
  return { usable, seats, pool, sale, round, firstBatch, fourAndFiveSold }
}

/**
 * The first batch, made by the set-up, and the purchases refused after it: none of these tests
 * moves a seat, a balance or the pool, so the batch's test reads them as the batch left them.
 */
describe.each(testDatabases)('partner seat sale statement on $name', ({ create }) => {
  const s = programmeSuite(create, setup)
  const { usable, seats, pool, sale, round, firstBatch } = seatSaleWorld(s)
  const batched = { results: [] as Awaited<ReturnType<typeof firstBatch>> }
  beforeAll(async () => {
    batched.results = await firstBatch()
  })

  it('decides a batch in order on the locked round: a refused posting takes no seat, a second purchase by one user none either', async () => {
    const { results } = batched
    expect(results.map((result) => result.status)).toEqual(['insufficient', 'sold', 'seat_owned', 'sold', 'full'])
    expect(results[1]).toMatchObject({ team_level: 1 })
    expect(await seats()).toEqual([2, 3])
    expect(await Promise.all([1, 2, 3, 4].map(usable))).toEqual([P - 1n, P - 1n, P - 1n, 2n * P - 1n])
    // 0 is genesis: 30 % per seat, no team reward above it; the pool paid exactly that, its balance column follows.
    expect(await usable(0)).toBe(2n * GENESIS_SHARE)
    expect(await pool()).toBe(POOL - 2n * GENESIS_SHARE)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('refuses a purchase whose rewards the pool cannot cover, moving nothing', async () => {
    const id = await round(5)
    const [result] = await sellSeats(s.db, [saleItem(await sale(4, id))])
    expect(result).toEqual({ status: 'pool_underfunded' })
    expect(await usable(4)).toBe(2n * P - 1n)
    expect(await pool()).toBe(GENESIS_SHARE - 1n)
    expect(await seats()).toEqual([2, 3])
  })

  it('answers full, without a statement, a purchase of a round known full when its batch leaves', async () => {
    const id = await round(5)
    const seller = createSeatSeller(s.db, (roundId) => roundId === id)
    expect(await seller.sell(await sale(4, id))).toEqual({ status: 'full' })
    expect(await usable(4)).toBe(2n * P - 1n)
    expect(await seats()).toEqual([2, 3])
  })
})

/** Sales after the first batch, with the pool funded again: each test on a world of its own, as both sell to 6. */
describe.each(testDatabases)('partner seat sale statement, the pool funded again, on $name', ({ create }) => {
  const s = programmeSuite(create, { ...setup, perTest: true })
  const { usable, seats, pool, sale, round, firstBatch, fourAndFiveSold } = seatSaleWorld(s)

  it('a statement that fails writes nothing for any item; the seller then sells each alone', async () => {
    await firstBatch()
    await s.fund('partner_pool', USDT, 10n * GENESIS_SHARE)
    const poolBefore = await pool()
    const id = await round(5)
    const good = await sale(4, id)
    // Posted, then its referrer's promotion writes a level for a user who does not exist: the statement fails after the good item was written.
    const broken = await sale(6, id, { referrerId: 999_999, genesisDirects: 0 })
    await expect(sellSeats(s.db, [good, broken].map(saleItem))).rejects.toThrow()
    expect(await seats()).toEqual([2, 3])
    expect(await Promise.all([4, 6].map(usable))).toEqual([2n * P - 1n, 2n * P - 1n])
    expect(await pool()).toBe(poolBefore)

    // The seller's batch fails the same way; each purchase then goes alone, and only the broken one fails.
    const seller = createSeatSeller(s.db)
    const outcomes = await Promise.allSettled([seller.sell(good), seller.sell(broken), seller.sell(await sale(5, id))])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await seats()).toEqual([2, 3, 4, 5])
    expect(await Promise.all([4, 5, 6].map(usable))).toEqual([P - 1n, P - 1n, 2n * P - 1n])
    expect(await pool()).toBe(poolBefore - 2n * GENESIS_SHARE)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('decides again what a refused posting caused: a buyer whose first purchase fails its guard gets the seat with the second', async () => {
    await fourAndFiveSold()
    const poolBefore = await pool()
    const id = await round(5)
    const stale = saleItem(await sale(6, id))
    // A guard the nonce does not match (another expiry): ledger_post refuses it, after it was picked for the seat.
    const refused = { ...stale, ledger: { ...stale.ledger, guard: { ...stale.ledger.guard!, expires_at: new Date(0).toISOString() } } }
    const results = await sellSeats(s.db, [refused, saleItem(await sale(6, id))])
    expect(results.map((result) => result.status)).toEqual(['guard_failed', 'sold'])
    expect(await seats()).toEqual([2, 3, 4, 5, 6])
    expect(await usable(6)).toBe(P - 1n)
    expect(await pool()).toBe(poolBefore - GENESIS_SHARE)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
