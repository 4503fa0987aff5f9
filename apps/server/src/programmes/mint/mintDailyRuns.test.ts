import { bpMintSignedParams } from '@hapdex/core/api/bp'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { creditForTest, e18, signAction, signInUsers } from '../../test/walletTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { mintDaily } from './mintDaily.ts'
import { creditTreasury, fundPool } from '../base/pools/pools.service.ts'
import { programmeTestApp, tokenIds, type ProgrammeTestApp } from '../../test/programmeTestKit.ts'
import type { SettlementJob } from '../base/settlement/settlementJob.ts'
import { createSettlementRunner } from '../base/settlement/settlementRunner.ts'
import { addDays } from '../base/clock.ts'

const { HAP, BtPi } = tokenIds

/** mint.daily, killed after it posted, inside its transaction, as many times as asked. */
function killedMint(kills: { left: number }): SettlementJob {
  return {
    ...mintDaily,
    async afterPosting() {
      if (kills.left-- > 0) throw new Error('killed mid-run')
    },
  }
}

/**
 * The tests share one world and each settles the days it moves the clock past: each reads the day
 * it starts in and compares the rewards with what they were before it, not with a fixed date.
 */
describe.each(testDatabases)('settlement runner on $name', ({ create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp
  let auth: string[]
  let ids: number[]

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {})
    ;({ auth, ids } = await signInUsers(t.app, 2))
    for (const i of [0, 1]) {
      await creditForTest(database.db, ids[i]!, HAP, 100_000n * e18, `runner-hap-${i}`)
      await creditForTest(database.db, ids[i]!, BtPi, 10_000n * e18, `runner-btpi-${i}`)
      // Caps of 40,000 HAP each: several days of 5,000 before a record ends.
      const body = { amount: '10000', hap_amount: '10000', btpi_amount: '2500' }
      const signed = await signAction(t.app, auth[i]!, account(i), 'BP Mint', bpMintSignedParams(body))
      expect((await t.app.inject({ method: 'POST', url: '/api/bp/mint', headers: { authorization: auth[i]! }, payload: { ...body, ...signed } })).statusCode).toBe(200)
    }
    const ctx = t.programmes.ctx
    await creditTreasury(ctx, { tokenId: HAP, amount: 1_000_000n * e18, by: 'test', key: 'runner-treasury' })
    await fundPool(ctx, { pool: 'mint_pool', tokenId: HAP, amount: 1_000_000n * e18, by: 'test', key: 'runner-mint-pool' })
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  const postings = async (day: string) =>
    Number((await sql<{ n: string | number }>`select count(*) as n from ledger_transactions where idempotency_key = ${`settle:mint.daily:${day}`}`.execute(database.db)).rows[0]?.n)
  const rewards = async () => (await sql<{ total: string | null }>`select sum(balance)::text as total from ledger_accounts where purpose like 'mint_%_reward'`.execute(database.db)).rows[0]?.total ?? null
  const remains = async () => (await sql<{ total: string }>`select sum(remain_amount)::text as total from mint_records`.execute(database.db)).rows[0]?.total

  it('keeps nothing of a run killed inside its transaction, and the next pass completes it once', async () => {
    const kills = { left: 1 }
    const runner = createSettlementRunner(t.programmes.ctx, [killedMint(kills)])
    const remainBefore = await remains()
    const rewardsBefore = await rewards()
    const day = await runner.today()
    t.clock.advance(86_400)
    const [failed] = await runner.settleDueDays()
    expect(failed).toMatchObject({ job: 'mint.daily', day, status: 'failed', detail: 'Error: killed mid-run', attempts: 1 })
    expect(await postings(day)).toBe(0)
    expect(await rewards()).toBe(rewardsBefore)
    expect(await remains()).toBe(remainBefore)

    const [done] = await runner.settleDueDays()
    expect(done).toMatchObject({ day, status: 'done', users: 2, attempts: 2 })
    expect(await postings(day)).toBe(1)
    const paid = await rewards()
    expect(BigInt(paid ?? 0) - BigInt(rewardsBefore ?? 0)).toBe(2n * 5_000n * e18)
    expect(await runner.settleDueDays()).toEqual([])
    expect(await runner.settleDay('mint.daily', day)).toMatchObject({ status: 'done', attempts: 2 })
    expect(await postings(day)).toBe(1)
    expect(await rewards()).toBe(paid)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('catches missed days up in order, and settles a day once when two runners race', async () => {
    const runner = createSettlementRunner(t.programmes.ctx, [mintDaily])
    // Catching up starts after the last day done; a job that never ran settles only yesterday.
    t.clock.advance(86_400)
    expect((await runner.settleDueDays()).map((run) => run.status)).toEqual(['done'])
    const today = await runner.today()
    t.clock.advance(3 * 86_400)
    const runs = await runner.settleDueDays()
    expect(runs.map((run) => [run.day, run.status])).toEqual([
      [today, 'done'],
      [addDays(today, 1), 'done'],
      [addDays(today, 2), 'done'],
    ])
    t.clock.advance(86_400)
    const raced = addDays(today, 3)
    const racing = await Promise.all([runner.settleDay('mint.daily', raced), runner.settleDay('mint.daily', raced), runner.settleDueDays()])
    expect(racing[0].status).toBe('done')
    expect(racing[1].status).toBe('done')
    expect(await postings(raced)).toBe(1)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('refuses a day that has not ended and a job it does not know', async () => {
    const runner = createSettlementRunner(t.programmes.ctx, [mintDaily])
    const today = await runner.today()
    await expect(runner.settleDay('mint.daily', today)).rejects.toMatchObject({ key: 'settlement.day_open' })
    await expect(runner.settleDay('nft.daily', '2026-03-01')).rejects.toMatchObject({ key: 'settlement.job_unknown' })
  })
})
