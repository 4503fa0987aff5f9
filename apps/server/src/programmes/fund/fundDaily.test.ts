import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { fundJoinSignedParams } from '@hapdex/core/api/circulation'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { seededRandom } from '../../test/seededRandom.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { testDatabases } from '../../test/testDb.ts'
import { systemBalance } from '../base/pools/systemBalance.ts'
import { fundDaily } from './fundDaily.ts'

const { HAP } = tokenIds
const e18 = 10n ** 18n
const USERS = 8

describe.each(testDatabases)('foundation fund to the base unit on $name', ({ create }) => {
  const s = programmeSuite(create, {
    users: USERS,
    credits: Array.from({ length: USERS }, (_, i) => [i, HAP, 1_000_000n * e18] as const),
    pools: [['fund_pool', HAP, 1_000_000_000n * e18]],
    // A day's run pays every pledge there is: each test's users are the only ones who joined.
    perTest: true,
  })
  const join = async (i: number, num: number) => s.post('/api/circulation/fund/join', i, { num, ...(await s.signed(i, 'Circulation Fund Join', fundJoinSignedParams({ num }))) })
  const balances = async (purpose: string) => {
    const rows = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'balance']).where('owner_kind', '=', 'user').where('token_id', '=', HAP).where('purpose', '=', purpose).execute()
    return new Map(rows.map((row) => [row.owner_id, BigInt(row.balance)]))
  }

  /** Every user joins on 10 March, each at a new price and burn rate, neither a round number: what each join answered and showed. */
  const joinAll = async (next: ReturnType<typeof seededRandom>) => {
    const joins = []
    for (let i = 0; i < USERS; i++) {
      const sharePrice = next.bigint(e18, 100n * e18)
      const burnRate = next.rate(next.int(2, 6))
      await s.t.programmes.ctx.configs.save('fund', { share_price: formatAmount(sharePrice, 18), burn_rate: burnRate }, 'test')
      const num = next.int(1, 50)
      const amount = sharePrice * BigInt(num)
      const exact = amount * parseAmount(burnRate, 18)
      const answer = (await join(i, num)).json()
      const info = await s.data('/api/circulation/fund/info', i)
      joins.push({ i, num, amount, exact, answer, info })
    }
    return joins
  }
  const pledgedBy = (joins: Awaited<ReturnType<typeof joinAll>>) =>
    new Map(
      joins.map(({ i, amount, exact, answer }) => {
        if (answer.code !== 200) throw new Error(`join by ${i} answered ${JSON.stringify(answer)}`)
        return [s.ids[i]!, amount - exact / e18]
      }),
    )

  it('burns burn_rate of the shares rounded down and pledges the rest', async () => {
    const next = seededRandom(21)
    const pledged = new Map<number, bigint>()
    const burnedBefore = await systemBalance(s.db, 'burned', HAP)
    let burnedTotal = 0n
    let inexact = 0
    for (const { i, num, amount, exact, answer, info } of await joinAll(next)) {
      if (exact % e18 !== 0n) inexact++
      const burned = exact / e18
      expect(answer).toMatchObject({ code: 200, data: { num, amount: formatAmount(amount, 18) } })
      expect([parseAmount(info.burned_amount, 18), parseAmount(info.pledge_amount, 18)]).toEqual([burned, amount - burned])
      pledged.set(s.ids[i]!, amount - burned)
      burnedTotal += burned
    }
    expect(inexact).toBeGreaterThan(USERS / 2)
    expect(await balances('fund_pledged')).toEqual(pledged)
    expect(await systemBalance(s.db, 'burned', HAP)).toBe(burnedBefore + burnedTotal)
  })

  it('pays daily_rate of each pledge rounded down, from the day after joining; a killed run leaves nothing', async () => {
    // The joins of the test above, drawn alike, then the rate.
    const next = seededRandom(21)
    const pledged = pledgedBy(await joinAll(next))
    const dailyRate = next.rate(6)
    await s.t.programmes.ctx.configs.save('fund', { daily_rate: dailyRate }, 'test')
    // 10 March, the day of the joins, earns nothing.
    expect((await s.advance(86_400)).filter((run) => run.job === 'fund.daily')).toMatchObject([{ day: '2026-03-10', status: 'done', transaction_id: null }])
    const before = await balances('usable')
    s.t.clock.advance(86_400)
    const { run } = await settleIdempotently(s.t.programmes.ctx, fundDaily, '2026-03-11', ['circulation_fund_joins'])
    const rate = parseAmount(dailyRate, 18)
    const expected = new Map([...pledged].map(([user, stake]) => [user, (stake * rate) / e18]))
    expect([...pledged.values()].filter((stake) => (stake * rate) % e18 !== 0n).length).toBeGreaterThan(USERS / 2)
    const after = await balances('usable')
    expect(new Map([...after].map(([user, balance]) => [user, balance - (before.get(user) ?? 0n)]))).toEqual(expected)
    const bills = await s.db.selectFrom('bills').select(['user_id', 'amount']).where('transaction_id', '=', run.transaction_id).execute()
    expect(new Map(bills.map((bill) => [bill.user_id, BigInt(bill.amount)]))).toEqual(expected)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
