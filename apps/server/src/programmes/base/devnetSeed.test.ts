import { testAccounts } from '@hapdex/chain/accounts'
import { programmeNames } from '@hapdex/core/programmes/programmeConfigs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByAddress } from '../../modules/user/user.repo.ts'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { demoLeader, seedDevnetProgrammes, seededAccounts } from './devnetSeed.ts'
import { systemBalance } from './pools/systemBalance.ts'
import { programmeTestApp, tokenIds, type ProgrammeTestApp } from '../../test/programmeTestKit.ts'
import { baseTables } from './base.table.ts'

const e18 = 10n ** 18n

describe.each(testDatabases)('devnet seed on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {})
    await seedDevnetProgrammes(t.programmes.ctx, t.programmes.registry)
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  it('registers the seeded accounts under the demo leader with balances to mint with', async () => {
    const leader = await findUserByAddress(database.db, demoLeader.address)
    const key4 = await findUserByAddress(database.db, testAccounts[4]!.address)
    for (const index of seededAccounts) {
      const user = await findUserByAddress(database.db, testAccounts[index]!.address)
      expect(user?.parent_id).toBe(index === 5 ? key4?.id : leader?.id)
      const balances = await userBalances(database.db, user!.id)
      expect(balances.get(tokenIds.HAP)?.usable).toBe(100_000n * e18)
      expect(balances.get(tokenIds.BtPi)?.usable).toBe(10_000n * e18)
      expect(balances.get(tokenIds.USDT)?.usable).toBe(10_000n * e18)
    }
  })

  it('funds the pools, stores every configuration, and changes nothing when run again', async () => {
    expect(await systemBalance(database.db, 'mint_pool', tokenIds.HAP)).toBe(10_000_000n * e18)
    expect(await systemBalance(database.db, 'pledge_pool', tokenIds.BtPi)).toBe(100_000n * e18)
    expect(await systemBalance(database.db, 'fund_pool', tokenIds.HAP)).toBe(1_000_000n * e18)
    // The cards' dividends pay from the first day (decision 0035): key 0's LP is on chain, the pools here.
    for (const pool of ['cards_lp_pool', 'cards_card_pool']) expect(await systemBalance(database.db, pool, tokenIds.HAP)).toBe(100_000n * e18)
    expect((await baseTables(database.db).selectFrom('programme_configs').select('name').orderBy('name').execute()).map((row) => row.name)).toEqual([...programmeNames].sort())
    expect((await t.programmes.ctx.configs.view('mint')).config.daily_emission).toBe('1000')
    // An operator's later change survives a restart.
    await t.programmes.ctx.configs.save('mint', { daily_emission: '2000' }, 'operator')
    const transactions = async () => (await database.db.selectFrom('ledger_transactions').select('id').execute()).length
    const before = await transactions()
    await seedDevnetProgrammes(t.programmes.ctx, t.programmes.registry)
    expect(await transactions()).toBe(before)
    expect(await systemBalance(database.db, 'mint_pool', tokenIds.HAP)).toBe(10_000_000n * e18)
    expect((await t.programmes.ctx.configs.view('mint')).config.daily_emission).toBe('2000')
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it("runs each programme's own seed after the accounts exist, with their ids", async () => {
    const seen: Array<{ leaderId: number; byIndex: ReadonlyMap<number, number> }> = []
    const probe = { name: 'fund' as const, purposes: [], pools: [], jobs: [], routes: () => undefined, devnet: { seed: async (_ctx: unknown, accounts: { leaderId: number; byIndex: ReadonlyMap<number, number> }) => { seen.push(accounts) } } }
    await seedDevnetProgrammes(t.programmes.ctx, { ...t.programmes.registry, programmes: [probe] })
    const leader = await findUserByAddress(database.db, demoLeader.address)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.leaderId).toBe(leader!.id)
    expect([...seen[0]!.byIndex.keys()]).toEqual([...seededAccounts])
    expect(seen[0]!.byIndex.get(4)).toBe((await findUserByAddress(database.db, testAccounts[4]!.address))!.id)
  })
})
