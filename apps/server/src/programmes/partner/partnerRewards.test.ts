import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { systemBalance } from '../base/pools/systemBalance.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { partnerActions } from './partnerTestKit.ts'

const { USDT } = tokenIds
const ADMIN = 7
const DAY = 86_400_000
// 333.333333333333333333 USDT: 20 %, 30 % and 10 % of it all leave a remainder below one wei.
const PRICE = '333.333333333333333333'
const P = 333_333_333_333_333_333_333n
const share = (percent: bigint) => (P * percent) / 100n // floors, as the server must

/**
 * The tree, each bound to the one before: 0 (genesis, by the operator) ← 1 ← 2 ← 3 ← 4 (genesis,
 * by the operator) ← 5 ← 6; 7 (the operator) sits under 6 and is refused while 6 is no partner.
 */
describe.each(testDatabases)('partner seat rewards on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: 8,
    admin: ADMIN,
    referrals: [[1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]],
    credits: [1, 2, 3, 5, 6, 7].map((i) => [i, USDT, 1_000n * e18] as const),
    pools: [['partner_pool', USDT, 10_000n * e18]],
    perTest: true,
  })
  const p = partnerActions(s, ADMIN)
  const now = () => s.t.clock.now()
  /** Five buyers, each under a partner or a genesis; 7 is under 6, who is not a partner before buying. */
  const BUYERS = [1, 2, 3, 5, 6]

  /** The operator makes 0 and 4 genesis and opens a round of seats at PRICE. */
  const openRound = async () => {
    expect((await p.level(0, 2)).statusCode).toBe(200)
    expect((await p.level(4, 2)).statusCode).toBe(200)
    const round = (await p.round({ begin: new Date(now().getTime() - DAY), end: new Date(now().getTime() + DAY), pay_amount: PRICE, max_recruit: 10 })).json().data
    expect(round).toMatchObject({ phase: 1, max_recruit: 10, recruited: 0, pay_amount: PRICE, pay_token: 'USDT' })
    return round as { id: number }
  }

  it('pays every referral and team reward to the wei, the nearest genesis only, none to an equal rank', async () => {
    const round = await openRound()
    const before = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((i) => p.usable(i, USDT)))
    const poolBefore = await systemBalance(s.db, 'partner_pool', USDT)

    expect((await p.buy(7, round.id, PRICE)).json()).toMatchObject({ code: 400, error: 'partner.leader_not_member', msg: 'Your leader is not a member' })
    for (const buyer of BUYERS) expect((await p.buy(buyer, round.id, PRICE)).json().data).toMatchObject({ round_id: round.id, team_level: 1 })

    const gained = (await Promise.all([0, 1, 2, 3, 4, 5, 6].map((i) => p.usable(i, USDT)))).map((after, i) => after - before[i]!)
    expect(gained).toEqual([
      // 0: 30 % for 1 (its own referral: no team reward, it is genesis itself), 10 % for 2 and for 3 (1 and 2 are mere partners on the way).
      share(30n) + share(10n) + share(10n),
      share(20n) - P, // 1: paid its seat, 20 % for 2
      share(20n) - P, // 2: 20 % for 3
      -P, // 3: referred nobody who bought
      share(30n) + share(10n), // 4: 30 % for 5 (genesis, and the genesis 0 above gets nothing: equal rank), 10 % for 6 (nearest genesis above 5)
      share(20n) - P, // 5: 20 % for 6
      -P, // 6
    ])
    const paid = share(30n) * 2n + share(20n) * 3n + share(10n) * 3n
    expect(poolBefore - (await systemBalance(s.db, 'partner_pool', USDT))).toBe(paid)
    // Now that 6 is a partner, 7 may buy.
    expect((await p.buy(7, round.id, PRICE)).statusCode).toBe(200)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('the round and latest partners show the sale; addresses are whole on the wire (the client masks them)', async () => {
    const round = await openRound()
    for (const buyer of [...BUYERS, 7]) expect((await p.buy(buyer, round.id, PRICE)).statusCode).toBe(200)
    const configs = (await s.get('/api/partner/configs', 1)).json().data
    expect(configs.list[0]).toMatchObject({ recruited: 6, max_recruit: 10, can_buy: true })
    expect(configs).toMatchObject({ team_level: 1, bought: true })
    expect((await s.get('/api/partner/configs', 0)).json().data).toMatchObject({ team_level: 2, bought: false })
    const latest = (await s.get('/api/partner/latest', 0)).json().data.list
    expect(latest).toHaveLength(6)
    expect(latest[0]).toMatchObject({ pay_amount: PRICE, pay_token: 'USDT' })
    expect(latest[0].address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})
