import { billBehaviors } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../../modules/wallet/ledgerCheck.ts'
import { postLedgerTransaction } from '../../../modules/wallet/ledger.ts'
import { programmeSuite, tokenIds } from '../../../test/programmeTestKit.ts'
import { testDatabases } from '../../../test/testDb.ts'
import { e18 } from '../../../test/walletTestKit.ts'
import { insertUsers } from '../../../test/insertUsers.ts'
import { collectProgrammes, registerProgrammeAccounts } from '../registry/programmeRegistry.ts'
import { defineProgramme } from '../registry/defineProgramme.ts'
import { payFromPool } from './payFromPool.ts'
import { creditTreasury, fundPool } from './pools.service.ts'
import { fundedBalance } from './systemBalance.ts'

const { HAP } = tokenIds

/** A programme of the test's own, so its pool is registered the way a new programme's is. */
const rankProgramme = defineProgramme({ name: 'mint', purposes: ['test_rank_reward'], pools: ['test_rank_pool'], jobs: [], routes: () => undefined })

describe.each(testDatabases)('pools on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0 })
  beforeAll(async () => {
    await registerProgrammeAccounts(s.db, collectProgrammes([rankProgramme]))
  })

  const ctx = () => s.t.programmes.ctx
  const fundingRows = async (key: string) =>
    (await sql<{ kind: string; actor: string | null; memo: string | null }>`select kind, actor, memo from ledger_transactions where idempotency_key = ${key}`.execute(s.db)).rows

  it('funds once per key, records who and why in columns, and refuses the key for another move', async () => {
    // The reward test funds the same pool from the same treasury.
    const treasuryBefore = await fundedBalance(s.db, 'treasury', HAP)
    const poolBefore = await fundedBalance(s.db, 'test_rank_pool', HAP)
    const treasury = await creditTreasury(ctx(), { tokenId: HAP, amount: 1_000n * e18 + 7n, by: '0xoperator', memo: 'monthly top-up', key: 'credit-1' })
    expect(await creditTreasury(ctx(), { tokenId: HAP, amount: 1_000n * e18 + 7n, by: '0xoperator', memo: 'monthly top-up', key: 'credit-1' })).toBe(treasury)
    expect(await fundedBalance(s.db, 'treasury', HAP)).toBe(treasuryBefore + 1_000n * e18 + 7n)
    expect(await fundingRows('treasury-credit:credit-1')).toEqual([{ kind: 'treasury_credit', actor: '0xoperator', memo: 'monthly top-up' }])

    const first = await fundPool(ctx(), { pool: 'test_rank_pool', tokenId: HAP, amount: 333n * e18 + 1n, by: '0xoperator', memo: 'rank days', key: 'fund-1' })
    // A double submit of the same form moves nothing more.
    expect(await fundPool(ctx(), { pool: 'test_rank_pool', tokenId: HAP, amount: 333n * e18 + 1n, by: '0xoperator', memo: 'rank days', key: 'fund-1' })).toEqual(first)
    expect(first).toEqual({ pool: poolBefore + 333n * e18 + 1n, treasury: treasuryBefore + 667n * e18 + 6n })
    await expect(fundPool(ctx(), { pool: 'test_rank_pool', tokenId: HAP, amount: 5n, by: '0xoperator', key: 'fund-1' })).rejects.toMatchObject({ key: 'programme.idempotency_conflict' })
    await expect(fundPool(ctx(), { pool: 'no_such_pool', tokenId: HAP, amount: 5n, by: '0xoperator', key: 'fund-2' })).rejects.toMatchObject({ key: 'programme.pool_unknown' })
    expect(await fundingRows('pool-fund:fund-1')).toEqual([{ kind: 'pool_fund', actor: '0xoperator', memo: 'rank days' }])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('pays a reward at an action from its pool only when the pool covers all of it, once per key', async () => {
    const ids = await insertUsers(s.db, [undefined, undefined], 'pools')
    const pay = (key: string, amounts: bigint[]) =>
      s.db.transaction().execute((trx) =>
        payFromPool(trx, {
          pool: 'test_rank_pool',
          tokenId: HAP,
          idempotencyKey: key,
          kind: 'test_reward',
          credits: amounts.map((amount, i) => ({ userId: ids[i]!, purpose: 'test_rank_reward', amount })),
          bills: amounts.map((amount, i) => ({ userId: ids[i]!, tokenId: HAP, behavior: billBehaviors.fundReward, amount, usableChange: 0n })),
        }),
      )
    // What this test pays from, whether or not the funding test ran.
    await s.fund('test_rank_pool', HAP, 333n * e18 + 1n)
    const held = await fundedBalance(s.db, 'test_rank_pool', HAP)
    await expect(pay('reward-1', [held, 1n])).rejects.toMatchObject({ key: 'programme.pool_underfunded' })
    expect(await fundedBalance(s.db, 'test_rank_pool', HAP)).toBe(held)

    expect(await pay('reward-2', [111n * e18 + 1n, 3n])).toBeDefined()
    expect(await pay('reward-2', [111n * e18 + 1n, 3n])).toBeUndefined()
    expect(await fundedBalance(s.db, 'test_rank_pool', HAP)).toBe(held - 111n * e18 - 4n)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  // A world of its own: it leaves a system account no registry names, which every later ledger check would report.
  describe('the ledger check', () => {
    const w = programmeSuite(create, { users: 0 })
    beforeAll(async () => {
      await registerProgrammeAccounts(w.db, collectProgrammes([rankProgramme]))
    })

    it('lets the ledger check see a pool balance that drifted from its entries, and a system account no registry names', async () => {
      // A pool that holds something to drift, and a treasury that can pay the stray account below.
      await creditTreasury(w.t.programmes.ctx, { tokenId: HAP, amount: 10n, by: 'test', key: 'drift' })
      await fundPool(w.t.programmes.ctx, { pool: 'test_rank_pool', tokenId: HAP, amount: 5n, by: 'test', key: 'drift' })
      await sql`update ledger_accounts set balance = balance + 1 where owner_kind = 'system' and purpose = 'test_rank_pool'`.execute(w.db)
      expect((await checkLedger(w.db)).problems).toEqual([expect.stringMatching(/^account \d+ holds \d+ but its entries sum to \d+$/)])
      await sql`update ledger_accounts set balance = balance - 1 where owner_kind = 'system' and purpose = 'test_rank_pool'`.execute(w.db)

      await w.db.transaction().execute((trx) =>
        postLedgerTransaction(trx, {
          idempotencyKey: 'unregistered',
          kind: 'test',
          postings: [
            { owner: 'system', purpose: 'treasury', tokenId: HAP, amount: -1n },
            { owner: 'system', purpose: 'stray_pool', tokenId: HAP, amount: 1n },
          ],
        }),
      )
      expect((await checkLedger(w.db)).problems).toContainEqual(`token ${HAP}: unknown system purpose stray_pool`)
    })
  })
})

describe('the programme registry', () => {
  const job = (name: string, programme: 'mint' | 'miner') => ({ name, programme, prepare: async () => undefined, settle: async () => ({ users: 0 }) })
  const base = { purposes: [], jobs: [], routes: () => undefined }

  it('refuses at start what would fail later', () => {
    expect(() => collectProgrammes([defineProgramme({ ...base, name: 'mint', pools: ['shared_pool'] }), defineProgramme({ ...base, name: 'miner', pools: ['shared_pool'] })])).toThrow('pool shared_pool is declared by mint and miner')
    expect(() => collectProgrammes([defineProgramme({ ...base, name: 'mint', pools: ['mintpool'] })])).toThrow('mint: pool mintpool must be named <name>_pool')
    expect(() => collectProgrammes([defineProgramme({ ...base, name: 'mint', pools: [], purposes: ['usable'] })])).toThrow("mint: usable cannot be a programme's purpose")
    expect(() => collectProgrammes([defineProgramme({ ...base, name: 'mint', pools: [], jobs: [job('miner.close', 'miner')] })])).toThrow('mint: job miner.close says it belongs to miner')
    expect(() => collectProgrammes([defineProgramme({ ...base, name: 'mint', pools: [] }), defineProgramme({ ...base, name: 'mint', pools: [] })])).toThrow('programme mint is declared by mint and mint')
  })

  it('collects jobs in list order and pools with their programme', () => {
    const registry = collectProgrammes([
      defineProgramme({ ...base, name: 'miner', pools: ['miner_pool'], jobs: [job('miner.close', 'miner')] }),
      defineProgramme({ ...base, name: 'mint', pools: ['mint_pool', 'mint_rank_pool'], jobs: [job('mint.daily', 'mint')] }),
    ])
    expect(registry.jobs.map((found) => found.name)).toEqual(['miner.close', 'mint.daily'])
    expect(registry.pools).toEqual([
      { pool: 'miner_pool', programme: 'miner' },
      { pool: 'mint_pool', programme: 'mint' },
      { pool: 'mint_rank_pool', programme: 'mint' },
    ])
  })
})
