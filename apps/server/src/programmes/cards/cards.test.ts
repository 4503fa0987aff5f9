import { cardsClaimSignedParams } from '@hapdex/core/api/cards'
import { shareByTier } from '@hapdex/core/rules/equityCards'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { account } from '../../test/signIn.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { cardsChainFixture } from './cardsTestKit.ts'

const { HAP } = tokenIds
const ADMIN = 3
const PAIR = '0x1000000000000000000000000000000000000001'
const OUTSIDER = '0x3000000000000000000000000000000000000003'
const hap = { decimals: 18 }
/** USD figures: 18 decimals. */
const usd = (units: bigint) => toDecimal(units, { decimals: 18 })

type Suite = ReturnType<typeof programmeSuite>

// 1 is 0's referral, 2 stands alone; 3 is the operator.
const cardsSuite = (create: Parameters<typeof programmeSuite>[0]) =>
  programmeSuite(create, { users: 4, admin: ADMIN, referrals: [[1, 0]], pools: [['cards_lp_pool', HAP, 1_000n * e18], ['cards_card_pool', HAP, 1_000n * e18]] })

const card = 5n * e18 + 4n
const lp = 3n * e18 + 1n

/** The day's chain as the indexers stored it, not yet read: the pair, the users' LP and one Taxed event. Returns the pass that reads it all. */
async function recordDay(s: Suite) {
  const chain = cardsChainFixture(s.db, s.t.programmes.ctx.config.chainId)
  const start = s.t.clock.now().getTime()
  // A pair worth $10,000,000 (2 × 10,000,000 HAP × 0.5) for 1,000,000 LP: 1 LP is $10.
  await chain.pair(PAIR, 1, 10_000_000n * e18, new Date(start - 86_400_000))
  await chain.mint(PAIR, OUTSIDER, 1_000_000n * e18, new Date(start - 86_400_000))
  await chain.transfer(PAIR, OUTSIDER, account(0).address, 250n * e18 + 3n, new Date(start - 1000))
  await chain.transfer(PAIR, OUTSIDER, account(1).address, 1_000n * e18, new Date(start - 1000))
  await chain.transfer(PAIR, OUTSIDER, account(2).address, 10n * e18, new Date(start - 1000))
  await chain.taxed(PAIR, 1_000n * e18, lp, card, new Date(start + 1000))
  return async () => {
    // The indexers' pass at the moment the clock moves to reads the whole day.
    await chain.indexedThrough(new Date(start + 86_400_000))
    await s.advance(86_400)
  }
}

describe.each(testDatabases)('cards API on $name', ({ create }) => {
  describe('a day to settle', () => {
    const s = cardsSuite(create)
    const claim = async (i: number, type: 0 | 1) => s.post('/api/cards/claim', i, { type, ...(await s.signed(i, 'Cards Claim', cardsClaimSignedParams({ type }))) })

    it('shows the star, liquidity, card and dividends of the last settled day, and claims each dividend once', async () => {
      const settle = await recordDay(s)

      const before = (await s.data('/api/cards/info', 0)) as Record<string, unknown>
      expect(before).toMatchObject({ day: null, star: 0, personal_liquidity: '0', holds_card: false, card_since: null, today_card_dividend: '0', next: { star: 1, personal: '1000', team: '1000' } })

      await settle()
      // 0: $2,500.00000000000003 own, with 1's $10,000 in its team: star 2. 1: $10,000 own and team: star 2.
      const info0 = (await s.data('/api/cards/info', 0)) as Record<string, unknown>
      const info1 = (await s.data('/api/cards/info', 1)) as Record<string, unknown>
      const info2 = (await s.data('/api/cards/info', 2)) as Record<string, unknown>
      expect(info0).toMatchObject({ day: '2026-03-10', star: 2, personal_liquidity: usd(2500n * e18 + 30n), team_liquidity: usd(12500n * e18 + 30n), holds_card: true, card_star: 2, card_since: '2026-03-10', cards_held: 2, max_cards: 1680, token: 'HAP', next: { star: 3, personal: '3000', team: '100000' } })
      expect(info1).toMatchObject({ star: 2, personal_liquidity: '10000', team_liquidity: '10000', holds_card: true })
      // $100 is no star: its figures are shown, its card is none.
      expect(info2).toMatchObject({ star: 0, personal_liquidity: '100', team_liquidity: '100', holds_card: false, card_star: 0, card_since: null, next: { star: 1 } })
      expect((info0.thresholds as unknown[]).length).toBe(5)

      // The card dividend: two two-star cards share tiers 1 and 2. The LP dividend: by LP value against the pair's $10,000,000.
      const { paid } = shareByTier(card, new Map([[s.ids[0]!, 2], [s.ids[1]!, 2]]))
      const lp0 = (lp * (2500n * e18 + 30n)) / (10_000_000n * e18)
      expect(info0).toMatchObject({ today_card_dividend: toDecimal(paid.get(s.ids[0]!)!, hap), total_card_dividend: toDecimal(paid.get(s.ids[0]!)!, hap), card_claimable: toDecimal(paid.get(s.ids[0]!)!, hap), today_lp_dividend: toDecimal(lp0, hap), lp_claimable: toDecimal(lp0, hap) })
      expect(info2).toMatchObject({ today_card_dividend: '0', today_lp_dividend: toDecimal((lp * 100n * e18) / (10_000_000n * e18), hap) })

      const usable = async () => (await userBalances(s.db, s.ids[0]!)).get(HAP)?.usable ?? 0n
      const was = await usable()
      const claimed = await claim(0, 1)
      expect(claimed.json()).toMatchObject({ code: 200, data: { type: 1, amount: toDecimal(paid.get(s.ids[0]!)!, hap), token: 'HAP' } })
      expect((await usable()) - was).toBe(paid.get(s.ids[0]!)!)
      expect((await claim(0, 1)).json()).toMatchObject({ code: 400, error: 'programme.nothing_to_claim' })
      expect((await claim(2, 1)).json()).toMatchObject({ code: 400, error: 'programme.nothing_to_claim' })
      expect((await claim(0, 0)).json()).toMatchObject({ code: 200, data: { type: 0, amount: toDecimal(lp0, hap) } })

      const records = (await s.data('/api/cards/dividend-record?type=1', 0)) as { list: { usable_change: string; behavior: number }[] }
      expect(records.list.map((row) => [row.behavior, row.usable_change])).toEqual([[73, `-${toDecimal(paid.get(s.ids[0]!)!, hap)}`], [71, toDecimal(paid.get(s.ids[0]!)!, hap)]])
      expect(((await s.data('/api/cards/dividend-record?type=1&page=2&page_size=1', 0)) as { list: unknown[] }).list).toHaveLength(1)
      expect(((await s.data('/api/cards/info', 0)) as Record<string, unknown>)).toMatchObject({ card_claimable: '0', lp_claimable: '0', total_card_dividend: toDecimal(paid.get(s.ids[0]!)!, hap) })
      expect((await checkLedger(s.db)).problems).toEqual([])
    })
  })

  // The operator's list and the refusals only read the settled day (a refused claim moves nothing): one world for both.
  describe('a settled day', () => {
    const s = cardsSuite(create)
    beforeAll(async () => (await recordDay(s))())

    it('lists the cards to operators, sorted and filtered, and to nobody else', async () => {
      const list = async (query: string) => (await s.get(`/api/admin/cards${query}`, ADMIN)).json()
      const all = await list('')
      expect(all).toMatchObject({ code: 200, data: { day: '2026-03-10', total: 3, max_cards: 1680, cards_held: 2 } })
      expect(all.data.list.map((row: { address: string }) => row.address)).toEqual([account(1).address, account(0).address, account(2).address])
      const byPersonal = await list('?sort=personal&order=asc')
      expect(byPersonal.data.list.map((row: { personal_liquidity: string }) => row.personal_liquidity)).toEqual(['100', usd(2500n * e18 + 30n), '10000'])
      const starTwo = await list('?star=2&page_size=1&page=2')
      expect(starTwo.data).toMatchObject({ total: 2, page: 2, page_size: 1 })
      expect(starTwo.data.list).toEqual([{ user_id: s.ids[0], address: account(0).address, star: 2, personal_liquidity: usd(2500n * e18 + 30n), team_liquidity: usd(12500n * e18 + 30n), holds_card: true, card_since: '2026-03-10' }])
      expect((await list('?star=0')).data.list.map((row: { holds_card: boolean }) => row.holds_card)).toEqual([false])
      expect((await s.get('/api/admin/cards', 0)).json()).toMatchObject({ code: 403, error: 'forbidden' })
    })

    it('answers bad input with {code, msg} and moves nothing', async () => {
      const bad = [
        await s.get('/api/admin/cards?sort=team', ADMIN),
        await s.get('/api/admin/cards?star=6', ADMIN),
        await s.get('/api/admin/cards?page=0', ADMIN),
        await s.get('/api/admin/cards?page_size=1000', ADMIN),
        await s.get('/api/cards/dividend-record?type=2', 0),
        await s.get('/api/cards/dividend-record?page=x', 0),
        await s.post('/api/cards/claim', 0, { type: 2, ...(await s.signed(0, 'Cards Claim', [['type', 2]])) }),
        await s.post('/api/cards/claim', 0, { type: '1' }),
      ]
      for (const answer of bad) {
        expect(answer.statusCode).toBe(400)
        expect(answer.json()).toMatchObject({ code: 400, error: 'bad_request', msg: expect.any(String) })
      }
      // A claim signed for the LP dividend cannot claim the card dividend.
      const signed = await s.signed(1, 'Cards Claim', cardsClaimSignedParams({ type: 0 }))
      const forged = await s.post('/api/cards/claim', 1, { type: 1, ...signed })
      expect(forged.statusCode).toBeGreaterThanOrEqual(400)
      expect(forged.statusCode).toBeLessThan(500)
      expect(forged.json()).toMatchObject({ msg: expect.any(String) })
      expect(((await s.data('/api/cards/info', 1)) as Record<string, string>).card_claimable).not.toBe('0')
      expect((await s.get('/api/cards/info', -1)).json()).toMatchObject({ code: 401, error: 'unauthorized' })
    })
  })
})
