import { fraction } from '@hapdex/core/amount/fraction'
import { nftBuySignedParams } from '@hapdex/core/api/nft'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { seedDevnetProgrammes } from '../base/devnetSeed.ts'
import { systemBalance } from '../base/pools/systemBalance.ts'
import { programmeTestApp, tokenIds, type ProgrammeTestApp } from '../../test/programmeTestKit.ts'
import { account, signIn } from '../../test/signIn.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { e18, signAction } from '../../test/walletTestKit.ts'

/** npm start: after the devnet seed, test key 0 finds NFT types on sale and buys with either pay type at once. */
describe.each(testDatabases)('NFT centre on the seeded devnet on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {})
    // HAPC at 1.5 USD, as the devnet's pair roughly has it.
    t.prices.set('HAPC', fraction(3n, 2n))
    await seedDevnetProgrammes(t.programmes.ctx, t.programmes.registry)
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  it('funds both pools and puts three types on sale; key 0 buys with HAP and with HAP + HAPC', async () => {
    expect(await systemBalance(database.db, 'nft_pool', tokenIds.HAP)).toBe(1_000_000n * e18)
    expect(await systemBalance(database.db, 'nft_rank_pool', tokenIds.HAP)).toBe(1_000_000n * e18)
    const authorization = await signIn(t.app, account(0))
    const list = (await t.app.inject({ method: 'GET', url: '/api/nft/list', headers: { authorization } })).json().data
    expect(list.list.map((nft: { name: string; can_buy: boolean }) => [nft.name, nft.can_buy])).toEqual([['Bronze miner', true], ['Silver miner', true], ['Gold miner', true]])
    const bronze = list.list[0]
    // 100 USD: 200 HAP at 0.5; or 30 USD of HAPC at 1.5 (20 HAPC) and 140 HAP.
    for (const [type, hap_amount, hapc_amount] of [[0, '200', '0'], [1, '140', '20']] as const) {
      const body = { nft_id: bronze.id, type, hap_amount, hapc_amount, ...(await signAction(t.app, authorization, account(0), 'NFT Buy', nftBuySignedParams({ nft_id: bronze.id, type, hap_amount, hapc_amount }))) }
      const bought = await t.app.inject({ method: 'POST', url: '/api/nft/hold-buy', headers: { authorization }, payload: body })
      expect(bought.json().data).toMatchObject({ nft_id: bronze.id, status: '1', production: '300' })
    }
    // A restart seeds nothing twice.
    await seedDevnetProgrammes(t.programmes.ctx, t.programmes.registry)
    expect((await t.app.inject({ method: 'GET', url: '/api/nft/list', headers: { authorization } })).json().data.list).toHaveLength(3)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
