import { productMintSignedParams } from '@hapdex/core/api/product'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { creditForTest, e18, signAction, signInUsers } from '../../modules/wallet/walletTestKit.ts'
import { account } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { creditTreasury, fundPool } from '../pools/pools.service.ts'
import { programmeTestApp, tokenIds, type ProgrammeTestApp } from '../programmeTestKit.ts'

const { HAP } = tokenIds

describe.each(testDatabases)('old mint on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp
  let app: FastifyInstance
  const auth: string[] = []
  const ids: number[] = []

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {})
    app = t.app
    const users = await signInUsers(app, 3)
    auth.push(...users.auth)
    ids.push(...users.ids)
    expect((await post('/api/uc/bind-recommender', 1, { parent_addr: account(0).address })).statusCode).toBe(200)
    for (const i of [0, 1]) await creditForTest(database.db, ids[i]!, HAP, 20_000n * e18, `product-hap-${i}`)
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const { get, post } = sessionClient(() => app, auth)
  const data = async (url: string, i: number) => (await get(url, i)).json().data
  const mint = async (i: number, amount: string) => post('/api/product/mint', i, { amount, ...(await signAction(app, auth[i]!, account(i), 'Mint', productMintSignedParams({ amount }))) })
  const usable = async (i: number) => (await data(`/api/wallet/info?token_id=${HAP}`, i)).usable as string

  it('needs a referrer first (lang.d94)', async () => {
    expect(await data('/api/product/config', 0)).toMatchObject({ status: '1', can_buy: '10000', parent_id: 0, token: 'HAP' })
    const refused = await mint(0, '100')
    expect(refused.json()).toMatchObject({ code: 400, error: 'product.no_referrer' })
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
    const answers = await Promise.all(Array.from({ length: 5 }, () => mint(1, '2000')))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
    expect(await data('/api/product/config', 1)).toMatchObject({ can_buy: '1000' })
    expect(await usable(1)).toBe('11000')
    expect((await data('/api/product/hold-list?status=1', 1)).list).toHaveLength(3)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('releases 1 % a day from product_pool to usable, and shows it', async () => {
    await creditTreasury(t.programmes.ctx, { tokenId: HAP, amount: 100_000n * e18, by: 'test' })
    await fundPool(t.programmes.ctx, { pool: 'product_pool', tokenId: HAP, amount: 100_000n * e18, by: 'test' })
    t.clock.advance(86_400)
    const runs = await t.programmes.runner.settleDueDays()
    expect(runs.find((run) => run.job === 'product.release')).toMatchObject({ status: 'done', users: 1, totals: { HAP: '180' } })
    expect(await usable(1)).toBe('11180')
    expect(await data('/api/product/market-info', 1)).toEqual({ rewarded: '180', remain: '17820', pay_total: '9000', token: 'HAP' })
    expect(await data('/api/product/reward-info', 1)).toEqual({ today: '180', total: '180', token: 'HAP' })
    expect((await data('/api/product/reward', 1)).list).toMatchObject([{ usable_change: '180', type_txt: 'Mint release' }])
    expect(await data('/api/product/team-info', 0)).toEqual({ dr_num: 1, team_num: 1, team_pay: '9000' })
    expect((await data('/api/product/team-list', 0)).list).toEqual([{ address: account(1).address, pay_amount: '9000' }])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
