import { productMintSignedParams } from '@hapdex/core/api/product'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'

const { HAP } = tokenIds

type Suite = ReturnType<typeof programmeSuite>
const mintAs = (s: Suite) => async (i: number, amount: string) => s.post('/api/product/mint', i, { amount, ...(await s.signed(i, 'Mint', productMintSignedParams({ amount }))) })
const usableAs = (s: Suite) => async (i: number) => (await s.data(`/api/wallet/info?token_id=${HAP}`, i)).usable as string

/** 0 has no referrer; 1 and 2 are its directs, each minting in a test of its own. */
describe.each(testDatabases)('old mint on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 3, referrals: [[1, 0], [2, 0]], credits: [0, 1, 2].map((i) => [i, HAP, 20_000n * e18] as const) })
  const { data } = s
  const mint = mintAs(s)
  const usable = usableAs(s)

  it('needs a referrer first (lang.d94)', async () => {
    expect(await data('/api/product/config', 0)).toMatchObject({ status: '1', can_buy: '10000', parent_id: 0, token: 'HAP' })
    const refused = await mint(0, '100')
    expect(refused.json()).toMatchObject({ code: 400, error: 'product.no_referrer' })
    expect(await usable(0)).toBe('20000')
  })

  it('checks the limit before the referrer, in spec 2 section 5\'s order (lang.d95 before lang.d94)', async () => {
    const refused = (await mint(0, '10001')).json()
    expect(refused).toMatchObject({ code: 400, error: 'product.over_limit' })
    expect(refused.msg).toContain('10000')
    expect(await usable(0)).toBe('20000')
  })

  it('burns the payment for twice its amount to release, up to can_buy in all (lang.d95 with what is left)', async () => {
    expect((await mint(1, '5000')).json()).toMatchObject({ code: 200, data: { pay_amount: '5000', release_amount: '10000', released_amount: '0', status: 1 } })
    expect(await usable(1)).toBe('15000')
    expect(await data('/api/product/config', 1)).toMatchObject({ can_buy: '5000' })
    const over = (await mint(1, '6000')).json()
    expect(over).toMatchObject({ code: 400, error: 'product.over_limit' })
    expect(over.msg).toContain('5000')
    for (const bad of ['0', '-1', 'abc', '1.0000000000000000001']) expect((await mint(1, bad)).statusCode).toBe(400)
    expect(await usable(1)).toBe('15000')
  })

  it('holds the limit under simultaneous purchases', async () => {
    // 5000 of the 10000 bought first, so that two of the five purchases fit.
    expect((await mint(2, '5000')).statusCode).toBe(200)
    const answers = await Promise.all(Array.from({ length: 5 }, () => mint(2, '2000')))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
    expect(await data('/api/product/config', 2)).toMatchObject({ can_buy: '1000' })
    expect(await usable(2)).toBe('11000')
    expect((await data('/api/product/hold-list?status=1', 2)).list).toHaveLength(3)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})

/** A world of its own: the day's release pays every record there is, here 1's alone, bought as above. */
describe.each(testDatabases)('old mint release on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 2, referrals: [[1, 0]], credits: [[1, HAP, 20_000n * e18]] })
  const { data } = s
  const mint = mintAs(s)
  const usable = usableAs(s)

  it('releases 1 % a day from product_pool to usable, and shows it', async () => {
    for (const amount of ['5000', '2000', '2000']) expect((await mint(1, amount)).statusCode).toBe(200)
    await s.fund('product_pool', HAP, 100_000n * e18)
    s.t.clock.advance(86_400)
    const runs = await s.t.programmes.runner.settleDueDays()
    expect(runs.find((run) => run.job === 'product.release')).toMatchObject({ status: 'done', users: 1, totals: { HAP: '180' } })
    expect(await usable(1)).toBe('11180')
    expect(await data('/api/product/market-info', 1)).toEqual({ rewarded: '180', remain: '17820', pay_total: '9000', token: 'HAP' })
    expect(await data('/api/product/reward-info', 1)).toEqual({ today: '180', total: '180', token: 'HAP' })
    expect((await data('/api/product/reward', 1)).list).toMatchObject([{ usable_change: '180', type_txt: 'Mint release' }])
    expect(await data('/api/product/team-info', 0)).toEqual({ dr_num: 1, team_num: 1, team_pay: '9000' })
    expect((await data('/api/product/team-list', 0)).list).toEqual([{ address: account(1).address, pay_amount: '9000' }])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
