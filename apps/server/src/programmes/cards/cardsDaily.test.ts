import { assignCards, shareByTier, starOf } from '@hapdex/core/rules/equityCards'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { seededRandom } from '../../test/seededRandom.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { fundedBalance } from '../base/pools/systemBalance.ts'
import { createSettlementRunner } from '../base/settlement/settlementRunner.ts'
import { cardsTables } from './cards.table.ts'
import { cardsDaily } from './cardsDaily.ts'
import { BLOCK_VISIBLE_WITHIN_MS } from './cardsIndexedThrough.ts'
import { thresholdUnits } from './cardsFigures.ts'
import { cardsChainFixture, insertTeam } from './cardsTestKit.ts'

const { HAP } = tokenIds
const DAY_MS = 86_400_000
const day1 = Date.parse('2026-03-10T00:00:00Z')
const at = (ms: number) => new Date(ms)
const P1 = '0x1000000000000000000000000000000000000001'
const P2 = '0x2000000000000000000000000000000000000002'
const OUTSIDER = '0x3000000000000000000000000000000000000003'
const STAKING = '0x4000000000000000000000000000000000000004'
const LP_POOL = 5_000_000n * e18 + 13n
const CARD_POOL = 5_000_000n * e18 + 29n
/** The suite's fixed HAP price (programmeTestKit): 1/2 USD. */
const PRICE = { numerator: 1n, denominator: 2n }
/** Stars 1-5 asking these personal and team figures (whole USD). */
const thresholdsOf = (personal: number[], team: number[]) => personal.map((value, index) => ({ personal: String(value), team: String(team[index]) }))
const smallThresholds = thresholdsOf([10, 20, 30, 40, 60], [10, 50, 200, 800, 2000])

/** A pair's USD value and a holder's share of it, in plain bigint: 2 × the HAP reserve at the day's price, rounded down. */
const pairValue = (reserve: bigint) => ({ num: 2n * reserve * PRICE.numerator * e18, den: PRICE.denominator * e18 })

describe.each(testDatabases)('cards.daily against the rules on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0, pools: [['cards_lp_pool', HAP, LP_POOL], ['cards_card_pool', HAP, CARD_POOL]] })
  const random = seededRandom(38)

  it('computes liquidity, stars and at most max_cards cards, pays both dividends to the base unit, and a rerun posts nothing', async () => {
    const ctx = s.t.programmes.ctx
    const chain = cardsChainFixture(s.db, ctx.config.chainId)
    const USERS = 30
    const parents = Array.from({ length: USERS }, (_, index) => (index === 0 || random.next() < 0.15 ? undefined : random.int(Math.max(0, index - 5), index - 1)))
    const { ids, addresses } = await insertTeam(s.db, parents, 'cards')
    const reserves: Record<string, bigint> = { [P1]: 1_000_000n * e18 + 777n, [P2]: 400_000n * e18 + 31n }
    await chain.pair(P1, 0, 900_000n * e18, at(day1 - DAY_MS))
    await chain.sync(P1, 0, reserves[P1]!, at(day1 + 3_600_000))
    await chain.sync(P1, 0, 5n * e18, at(day1 + DAY_MS + 60_000))
    await chain.pair(P2, 1, reserves[P2]!, at(day1 - 2 * DAY_MS))

    // Every LP movement before the day's end, in plain bigint: balances per pair and holder.
    const balances = new Map<string, bigint>()
    const move = async (pair: string, from: string, to: string, value: bigint, time: number) => {
      await chain.transfer(pair, from, to, value, at(time))
      if (time >= day1 + DAY_MS) return
      balances.set(`${pair}:${from}`, (balances.get(`${pair}:${from}`) ?? 0n) - value)
      balances.set(`${pair}:${to}`, (balances.get(`${pair}:${to}`) ?? 0n) + value)
    }
    const zero = '0x0000000000000000000000000000000000000000'
    await move(P1, zero, OUTSIDER, 1_000_000n * e18 + 3n, day1 - DAY_MS)
    await move(P2, zero, OUTSIDER, 300_000n * e18 + 1n, day1 - DAY_MS)
    for (const [index, holder] of addresses.entries()) {
      if (index === 4 || index === 5) continue
      for (const pair of [P1, P2]) {
        if (random.next() < 0.3) continue
        const time = random.next() < 0.1 ? day1 + DAY_MS + 1000 : day1 - random.int(0, DAY_MS)
        await move(pair, zero, holder, random.bigint(1n * e18, 60n * e18) + 7n, time)
      }
      // Some give part of it away, some stake part (staked LP stays theirs).
      if (index % 7 === 3 && (balances.get(`${P1}:${holder}`) ?? 0n) > 0n) await move(P1, holder, OUTSIDER, (balances.get(`${P1}:${holder}`) ?? 0n) / 3n, day1 + 7_200_000)
      if (index % 5 === 2 && (balances.get(`${P1}:${holder}`) ?? 0n) > 0n) {
        const staked = (balances.get(`${P1}:${holder}`) ?? 0n) / 2n
        await chain.stake(P1, holder, STAKING, staked, at(day1 + 10_000_000))
        balances.set(`${P1}:${STAKING}`, (balances.get(`${P1}:${STAKING}`) ?? 0n) + staked)
      }
    }
    // Users 4 and 5 hold the same LP of one pair alone: equal personal liquidity.
    for (const index of [4, 5]) await move(P2, zero, addresses[index]!, 31n * e18 + 5n, day1 - 500)

    const taxes = [[1_000_003n, 3n * e18 + 11n, 7n * e18 + 13n], [77n, 1n * e18 + 1n, 2n * e18 + 3n]] as const
    for (const [amount, lp, card] of taxes) await chain.taxed(P1, amount, lp, card, at(day1 + random.int(0, DAY_MS - 1)))
    await chain.taxed(P1, 5n, 999n, 999n, at(day1 - 1))
    await chain.taxed(P1, 5n, 999n, 999n, at(day1 + DAY_MS))

    const MAX_CARDS = 8
    await ctx.configs.save('cards', { thresholds: smallThresholds, max_cards: MAX_CARDS }, 'test')
    s.t.clock.advance(86_400)
    await chain.indexedThrough(s.t.clock.now())
    const { run } = await settleIdempotently(ctx, cardsDaily, '2026-03-10', ['cards_figures', 'cards_days', 'cards_runs'])

    // The reference: personal per pair rounded down, team = own + every descendant's, core's starOf, assignCards and shareByTier.
    const supply = (pair: string) => -(balances.get(`${pair}:${zero}`) ?? 0n)
    const personal = new Map<number, bigint>()
    let inexact = 0
    for (const [index, holder] of addresses.entries()) {
      let total = 0n
      for (const pair of [P1, P2]) {
        const balance = balances.get(`${pair}:${holder}`) ?? 0n
        if (balance <= 0n) continue
        const value = pairValue(reserves[pair]!)
        if ((balance * value.num) % (supply(pair) * value.den) !== 0n) inexact++
        total += (balance * value.num) / (supply(pair) * value.den)
      }
      if (total > 0n) personal.set(ids[index]!, total)
    }
    const parentOf = new Map(parents.map((parent, index) => [ids[index]!, parent === undefined ? 0 : ids[parent]!]))
    const team = new Map<number, bigint>()
    for (const [user, value] of personal) {
      for (let member = user; member !== 0; member = parentOf.get(member) ?? 0) team.set(member, (team.get(member) ?? 0n) + value)
    }
    const thresholds = thresholdUnits({ status: '1', dividend_token: 'HAP', max_cards: MAX_CARDS, thresholds: smallThresholds })
    const figures = new Map([...team].map(([user, value]) => [user, { personal: personal.get(user) ?? 0n, team: value, star: starOf(personal.get(user) ?? 0n, value, thresholds) }]))
    const cards = assignCards([...figures].map(([userId, f]) => ({ userId, personal: f.personal, team: f.team, holder: false })), MAX_CARDS, thresholds)
    const cardDividend = taxes.reduce((sum, [, , card]) => sum + card, 0n)
    const lpDividend = taxes.reduce((sum, [, lp]) => sum + lp, 0n)
    const { paid: cardPaid, left } = shareByTier(cardDividend, cards)
    const totalValue = [P1, P2].reduce((sum, pair) => sum + pairValue(reserves[pair]!).num / pairValue(reserves[pair]!).den, 0n)
    const lpPaid = new Map([...personal].map(([user, value]) => [user, (lpDividend * value) / totalValue]))

    // Every path is taken: the cap binds, stars spread, equal personal figures, divisions that leave remainders.
    expect([...figures.values()].filter((f) => f.star > 0).length).toBeGreaterThan(MAX_CARDS)
    expect(new Set([...figures.values()].map((f) => f.star)).size).toBeGreaterThan(3)
    expect(new Set([...cards.values()]).size).toBeGreaterThan(1)
    expect(figures.get(ids[4]!)?.personal).toBe(figures.get(ids[5]!)?.personal)
    expect(inexact).toBeGreaterThan(USERS / 2)
    expect(left).toBeGreaterThan(0n)
    expect(run.users).toBe(figures.size)

    const stored = await cardsTables(s.db).selectFrom('cards_figures').select(['user_id', 'personal', 'team', 'star']).execute()
    expect(new Map(stored.map((row) => [row.user_id, { personal: BigInt(row.personal), team: BigInt(row.team), star: row.star }]))).toEqual(figures)
    const days = await cardsTables(s.db).selectFrom('cards_days').selectAll().execute()
    expect(new Map(days.map((row) => [row.user_id, row.star]))).toEqual(cards)
    expect(days.every((row) => row.prev_star === 0 && BigInt(row.card_dividend) === (cardPaid.get(row.user_id) ?? 0n))).toBe(true)

    const rewards = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'purpose', 'balance']).where('owner_kind', '=', 'user').where('purpose', 'like', 'cards_%').execute()
    const expected = new Map<string, bigint>()
    for (const [user, amount] of lpPaid) if (amount > 0n) expected.set(`${user}:cards_lp_dividend`, amount)
    for (const [user, amount] of cardPaid) if (amount > 0n) expected.set(`${user}:cards_card_dividend`, amount)
    expect(new Map(rewards.filter((row) => BigInt(row.balance) > 0n).map((row) => [`${row.owner_id}:${row.purpose}`, BigInt(row.balance)]))).toEqual(expected)
    const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n)
    expect(await fundedBalance(s.db, 'cards_card_pool', HAP)).toBe(CARD_POOL - sum(cardPaid.values()))
    expect(await fundedBalance(s.db, 'cards_lp_pool', HAP)).toBe(LP_POOL - sum(lpPaid.values()))
    // The outsider's and the staking contract's LP are nobody's on the ledger: their share stays in the pool.
    expect(sum(lpPaid.values())).toBeLessThan(lpDividend)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})

describe.each(testDatabases)('cards across days on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0, pools: [['cards_lp_pool', HAP, 1_000n * e18], ['cards_card_pool', HAP, 10n]] })

  it('waits for the indexers to read past the day\'s end, upgrades, downgrades and exits cards day by day, keeps the last card with a holder against an equal newcomer, and pays nothing from an underfunded pool', async () => {
    const ctx = s.t.programmes.ctx
    const chain = cardsChainFixture(s.db, ctx.config.chainId)
    // Users 0-4 stand alone; pair value: 2 × 1000 HAP × 0.5 = $1000 for a supply of 1000 LP, so 1 LP is $1.
    const { ids, addresses } = await insertTeam(s.db, [undefined, undefined, undefined, undefined, undefined], 'days')
    const [a, b, c, d, e] = addresses as [string, string, string, string, string]
    await chain.pair(P1, 0, 1000n * e18, at(day1 - DAY_MS))
    await chain.mint(P1, OUTSIDER, 1000n * e18, at(day1 - DAY_MS))
    const lp = (dollars: bigint) => dollars * e18
    // Day 1: a $30 (star 3), b $25 (star 2), c and d $15 each (star 1, tied: c is the older user). Three cards.
    // From the outsider, so the supply stays 1000 LP.
    await chain.transfer(P1, OUTSIDER, a, lp(30n), at(day1 - 1000))
    await chain.transfer(P1, OUTSIDER, b, lp(25n), at(day1 - 1000))
    await chain.transfer(P1, OUTSIDER, d, lp(15n), at(day1 - 1000))
    await chain.transfer(P1, OUTSIDER, c, lp(15n), at(day1 - 500))
    const thresholds = thresholdsOf([10, 20, 30, 40, 50], [10, 20, 30, 40, 50])
    await ctx.configs.save('cards', { thresholds, max_cards: 3 }, 'test')
    // The day's card dividend: 1003 wei in five tiers of 200: tier 1 to three cards (66 each), tier 2 to two (100 each), tier 3 to one (200).
    // 500 of it in the day's last millisecond, read by the indexers only after the clock has passed midnight.
    await chain.taxed(P1, 10n ** 6n, 0n, 503n, at(day1 + 1000))

    s.t.clock.advance(86_400)
    const runner = createSettlementRunner(ctx, [cardsDaily])
    // Until the indexers have read past the day's end (and the margin for blocks seen late), the day waits and nothing is written.
    const waiting = { status: 'waiting', transaction_id: null, detail: expect.stringContaining('2026-03-10 is settled once they read past 2026-03-11T00:00:30.000Z') }
    expect(await runner.settleDay('cards.daily', '2026-03-10')).toMatchObject(waiting)
    await chain.indexedThrough(new Date(day1 + DAY_MS + BLOCK_VISIBLE_WITHIN_MS - 1))
    expect(await runner.settleDueDays()).toMatchObject([waiting])
    expect(await cardsTables(s.db).selectFrom('cards_runs').selectAll().execute()).toEqual([])
    await chain.taxed(P1, 10n ** 6n, 0n, 500n, at(day1 + DAY_MS - 1))
    await chain.indexedThrough(s.t.clock.now())
    // The card pool holds 10 wei: the day needs 66 × 3 + 100 × 2 + 200 = 598. Nothing is posted or kept.
    expect(await runner.settleDay('cards.daily', '2026-03-10')).toMatchObject({ status: 'underfunded' })
    expect(await cardsTables(s.db).selectFrom('cards_days').selectAll().execute()).toEqual([])
    expect(await s.db.selectFrom('ledger_accounts').select('id').where('owner_kind', '=', 'user').where('purpose', 'like', 'cards_%').execute()).toEqual([])
    await s.fund('cards_card_pool', HAP, 1000n)
    expect(await runner.settleDay('cards.daily', '2026-03-10')).toMatchObject({ status: 'done' })
    const cardsOf = async (day: string) =>
      Object.fromEntries((await cardsTables(s.db).selectFrom('cards_days').select(['user_id', 'star', 'prev_star', sql<string | null>`since::text`.as('since'), 'card_dividend']).where('day', '=', day).orderBy('user_id').execute()).map((row) => [addresses[ids.indexOf(row.user_id)]!, { star: row.star, prev: row.prev_star, since: row.since, dividend: BigInt(row.card_dividend) }]))
    const since1 = '2026-03-10'
    expect(await cardsOf('2026-03-10')).toEqual({
      [a]: { star: 3, prev: 0, since: since1, dividend: 66n + 100n + 200n },
      [b]: { star: 2, prev: 0, since: since1, dividend: 66n + 100n },
      [c]: { star: 1, prev: 0, since: since1, dividend: 66n },
    })
    expect(await fundedBalance(s.db, 'cards_card_pool', HAP)).toBe(1010n - 598n)

    // Day 2: a drops to $22 (down to 2), b grows to $45 (up to 4); e arrives with $15, equal to c and d: c holds the last card.
    await chain.transfer(P1, a, OUTSIDER, lp(8n), at(day1 + DAY_MS + 100))
    await chain.transfer(P1, OUTSIDER, b, lp(20n), at(day1 + DAY_MS + 100))
    await chain.transfer(P1, OUTSIDER, e, lp(15n), at(day1 + DAY_MS + 100))
    s.t.clock.advance(86_400)
    await chain.indexedThrough(s.t.clock.now())
    expect(await runner.settleDay('cards.daily', '2026-03-11')).toMatchObject({ status: 'done' })
    expect(await cardsOf('2026-03-11')).toEqual({
      [a]: { star: 2, prev: 3, since: since1, dividend: 0n },
      [b]: { star: 4, prev: 2, since: since1, dividend: 0n },
      [c]: { star: 1, prev: 1, since: since1, dividend: 0n },
    })

    // Day 3: c leaves the pool ($5, no star): its card goes, and the last card goes to d (the older of the equal d and e).
    await chain.transfer(P1, c, OUTSIDER, lp(10n), at(day1 + 2 * DAY_MS + 100))
    s.t.clock.advance(86_400)
    await chain.indexedThrough(s.t.clock.now())
    expect(await runner.settleDay('cards.daily', '2026-03-12')).toMatchObject({ status: 'done' })
    expect(await cardsOf('2026-03-12')).toEqual({
      [a]: { star: 2, prev: 2, since: since1, dividend: 0n },
      [b]: { star: 4, prev: 4, since: since1, dividend: 0n },
      [c]: { star: 0, prev: 1, since: null, dividend: 0n },
      [d]: { star: 1, prev: 0, since: '2026-03-12', dividend: 0n },
    })
    const figures = await cardsTables(s.db).selectFrom('cards_figures').select(['user_id', 'star', 'personal']).orderBy('user_id').execute()
    expect(figures.map((row) => [row.star, BigInt(row.personal)])).toEqual([[2, lp(22n)], [4, lp(45n)], [0, lp(5n)], [1, lp(15n)], [1, lp(15n)]])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
