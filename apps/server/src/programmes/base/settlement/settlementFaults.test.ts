import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { fraction, type Fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../../modules/wallet/ledgerCheck.ts'
import { postLedgerTransaction } from '../../../modules/wallet/ledger.ts'
import { programmeTestApp, tokenIds, type ProgrammeTestApp } from '../../../test/programmeTestKit.ts'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { creditForTest, e18, signInUsers } from '../../../test/walletTestKit.ts'
import { creditTreasury, fundPool } from '../pools/pools.service.ts'
import { payFromPool } from '../pools/payFromPool.ts'
import { fundedBalance } from '../pools/systemBalance.ts'
import { DayNotReadyError } from './dayNotReady.ts'
import { INCOMING_PURPOSE } from './incomingSweep.ts'
import { numeric as n } from './numericLiteral.ts'
import { defineSettlementJob, type SettlementJob } from './settlementJob.ts'
import { payLinesFromPool } from './settlementLines.ts'
import { createSettlementRunner } from './settlementRunner.ts'

const { HAP } = tokenIds
const DAY = 86_400

interface Probe {
  settles: number
  /** Runs inside the run's transaction after posting, e.g. to hold it open. */
  afterPosting?: () => Promise<void>
}

/**
 * test.daily: each user gets a third (rounded down) of mint's daily_emission valued at the day's
 * HAP price, to usable, from mint_pool: inputs from the day (config and price) and a credit to
 * usable, the two things the faults are about.
 */
function thirdOfEmission(userIds: readonly number[], probe: Probe): SettlementJob {
  return defineSettlementJob({
    name: 'test.daily',
    programme: 'mint',
    async prepare(day) {
      const config = await day.config('mint')
      return { emission: parseAmount(config.daily_emission, 18), price: await day.price('HAP') }
    },
    async settle(trx, _day, { emission, price }) {
      probe.settles++
      const each = dayShare(emission, price)
      await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
        select 'user', id, ${HAP}::integer, 'usable', ${n(each)}, ${billBehaviors.fundReward}::integer, ${billTypes.reward}::integer
        from unnest(${userIds}::integer[]) as u(id)`.execute(trx)
      await payLinesFromPool(trx, 'mint_pool')
      return { users: userIds.length }
    },
    afterPosting: async () => probe.afterPosting?.(),
  })
}

// Rounds down, as rewards do: the remainder stays in the pool.
const dayShare = (emission: bigint, price: Fraction) => (emission * price.numerator) / (price.denominator * 3n)

describe.each(testDatabases)('settlement faults on $name', ({ name, create }) => {
  let database: TestDatabase
  let t: ProgrammeTestApp
  let ids: number[]
  let funding = 0
  const fund = async (amount: bigint) => {
    const key = `faults-${++funding}`
    await creditTreasury(t.programmes.ctx, { tokenId: HAP, amount, by: 'test', key })
    await fundPool(t.programmes.ctx, { pool: 'mint_pool', tokenId: HAP, amount, by: 'test', key })
  }
  const usable = async (userId: number) =>
    BigInt((await sql<{ b: string | null }>`select balance::text as b from ledger_accounts where owner_kind = 'user' and owner_id = ${userId} and token_id = ${HAP} and purpose = 'usable'`.execute(database.db)).rows[0]?.b ?? 0)

  beforeAll(async () => {
    database = await create()
    t = await programmeTestApp(database.db, {})
    ;({ ids } = await signInUsers(t.app, 3))
    await t.programmes.ctx.configs.save('mint', { daily_emission: '1000.000000000000000001' }, 'test')
  })
  afterAll(async () => {
    await t.app.close()
    await database.drop()
  })

  it('settles days only in order: a later day by hand is refused, and a gap left by an old hand-run is caught up', async () => {
    await fund(10_000n * e18)
    const probe: Probe = { settles: 0 }
    const runner = createSettlementRunner(t.programmes.ctx, [thirdOfEmission(ids, probe)])
    expect((await runner.settleDueDays()).map((run) => [run.day, run.status])).toEqual([['2026-03-09', 'done']])
    t.clock.advance(4 * DAY)
    await expect(runner.settleDay('test.daily', '2026-03-12')).rejects.toMatchObject({ key: 'settlement.day_out_of_order', detail: 'settle 2026-03-10 first' })
    expect(probe.settles).toBe(1)

    // As a hand-run before this rule could leave it: 03-12 done while 03-10 and 03-11 never ran.
    await sql`insert into settlement_runs (job, day, status, attempts, started_at, finished_at) values ('test.daily', '2026-03-12', 'done', 1, now(), now())`.execute(database.db)
    const runs = await runner.settleDueDays()
    expect(runs.map((run) => [run.day, run.status])).toEqual([
      ['2026-03-10', 'done'],
      ['2026-03-11', 'done'],
      ['2026-03-12', 'done'],
      ['2026-03-13', 'done'],
    ])
    expect(probe.settles).toBe(4)
    expect(await runner.settleDueDays()).toEqual([])
  })

  it('settles a late day with the configuration and the price of that day, and records both on the run', async () => {
    const probe: Probe = { settles: 0 }
    const runner = createSettlementRunner(t.programmes.ctx, [thirdOfEmission(ids, probe)])
    const before = await usable(ids[0]!)
    // The pool is empty for 03-14: the day is tried on time (fixing its price) and stops underfunded.
    await drainPool(t, database)
    t.clock.advance(DAY)
    const [underfunded] = await runner.settleDueDays()
    expect(underfunded).toMatchObject({ day: '2026-03-14', status: 'underfunded', prices: { HAP: '0.5' }, config_versions: { mint: 1 } })

    // Nothing runs on 03-16 (an outage); that day an operator changes the emission and the price moves.
    t.clock.advance(DAY)
    await t.programmes.ctx.configs.save('mint', { daily_emission: '7' }, 'test')
    t.prices.set('HAP', fraction(3n, 1n))
    // On 03-17 the pool is funded and the worker catches up.
    t.clock.advance(DAY)
    await fund(10_000n * e18)
    const runs = await runner.settleDueDays()
    expect(runs[0]).toMatchObject({ day: '2026-03-14', status: 'done', prices: { HAP: '0.5' }, config_versions: { mint: 1 } })
    const dayOf14 = dayShare(1000n * e18 + 1n, fraction(1n, 2n))
    expect(dayOf14).toBe(166_666_666_666_666_666_666n)
    // 03-15 ended while the service was down: it has no price of its own and carries 03-14's, never today's.
    expect(runs[1]).toMatchObject({ day: '2026-03-15', status: 'done', prices: { HAP: '0.5' }, config_versions: { mint: 1 } })
    // 03-16 has just ended: today's configuration was in force at its end, and its price is live.
    expect(runs[2]).toMatchObject({ day: '2026-03-16', status: 'done', prices: { HAP: '3' }, config_versions: { mint: 2 } })
    expect(await usable(ids[0]!)).toBe(before + 2n * dayOf14 + dayShare(7n * e18, fraction(3n)))
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('does not redo an underfunded day on every pass, and completes it once the pool holds enough', async () => {
    const probe: Probe = { settles: 0 }
    const runner = createSettlementRunner(t.programmes.ctx, [thirdOfEmission(ids, probe)])
    await drainPool(t, database)
    t.clock.advance(DAY)
    const [first] = await runner.settleDueDays()
    expect(first).toMatchObject({ day: '2026-03-17', status: 'underfunded', attempts: 1, shortfall_purpose: 'mint_pool' })
    expect(probe.settles).toBe(1)
    for (let pass = 0; pass < 3; pass++) expect(await runner.settleDueDays()).toMatchObject([{ day: '2026-03-17', status: 'underfunded', attempts: 1 }])
    expect(probe.settles).toBe(1)

    // A funding below the need changes nothing; enough lets the same run complete.
    const needed = BigInt(first!.shortfall_needed!)
    await fund(needed - 1n)
    expect(await runner.settleDueDays()).toMatchObject([{ status: 'underfunded', attempts: 1 }])
    expect(probe.settles).toBe(1)
    await fund(1n)
    expect(await runner.settleDueDays()).toMatchObject([{ day: '2026-03-17', status: 'done', attempts: 2 }])
    expect(probe.settles).toBe(2)
    expect(await fundedBalance(database.db, 'mint_pool', HAP)).toBe(0n)
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  // PGlite has one connection, so nothing runs beside a settlement there: the question is PostgreSQL's.
  if (name === 'postgres') it('lets a transfer of a user go through while a run that credits the user is open', async () => {
    await fund(10_000n * e18)
    await creditForTest(database.db, ids[0]!, HAP, 5n * e18, 'faults-transfer')
    let transferred = false
    const probe: Probe = {
      settles: 0,
      // Inside the run's transaction, after its postings: the user's transfer must not wait for it.
      afterPosting: async () => {
        await Promise.race([
          postLedgerTransaction(database.db, {
            idempotencyKey: 'faults-transfer-during-run',
            kind: 'transfer',
            postings: [
              { owner: 'user', userId: ids[0]!, purpose: 'usable', tokenId: HAP, amount: -3n },
              { owner: 'user', userId: ids[1]!, purpose: 'usable', tokenId: HAP, amount: 3n },
            ],
          }).then(() => (transferred = true)),
          new Promise((_, reject) => setTimeout(() => reject(new Error('the transfer waited for the settlement')), 5_000)),
        ])
      },
    }
    const runner = createSettlementRunner(t.programmes.ctx, [thirdOfEmission(ids, probe)])
    const before = await usable(ids[0]!)
    t.clock.advance(DAY)
    expect(await runner.settleDueDays()).toMatchObject([{ day: '2026-03-18', status: 'done' }])
    expect(transferred).toBe(true)
    expect(await usable(ids[0]!)).toBe(before - 3n + dayShare(7n * e18, fraction(3n)))
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('sweeps usable_incoming after a run that booked to it, or a sweep left due by a crash, and otherwise reads no account', async () => {
    await fund(10_000n * e18)
    const runner = createSettlementRunner(t.programmes.ctx, [thirdOfEmission(ids, { settles: 0 })])
    const before = await usable(ids[2]!)
    t.clock.advance(DAY)
    const [run] = await runner.settleDueDays()
    expect(await usable(ids[2]!)).toBe(before + dayShare(7n * e18, fraction(3n)))
    const pending = async () => (await sql<{ id: string }>`select id::text as id from settlement_runs where incoming_pending`.execute(database.db)).rows.map((row) => row.id)
    expect(await pending()).toEqual([])

    // Credits in usable_incoming that no run announced stay there: a pass with no run due reads no account.
    await creditTreasury(t.programmes.ctx, { tokenId: HAP, amount: 11n, by: 'test', key: 'faults-incoming' })
    await database.db.transaction().execute((trx) =>
      payFromPool(trx, { pool: 'treasury', tokenId: HAP, idempotencyKey: 'faults-incoming', kind: 'test', credits: [{ userId: ids[2]!, purpose: INCOMING_PURPOSE, amount: 11n }] }),
    )
    expect(await runner.settleDueDays()).toEqual([])
    expect(await usable(ids[2]!)).toBe(before + dayShare(7n * e18, fraction(3n)))

    // As a crash between a run's commit and its sweep leaves it: the next pass sweeps.
    await sql`update settlement_runs set incoming_pending = true where id = ${run!.id}::bigint`.execute(database.db)
    expect(await runner.settleDueDays()).toEqual([])
    expect(await usable(ids[2]!)).toBe(before + dayShare(7n * e18, fraction(3n)) + 11n)
    expect(await pending()).toEqual([])
    expect((await checkLedger(database.db)).problems).toEqual([])
  })

  it('leaves a day whose inputs have not arrived waiting, posts nothing, and settles it on a later pass once they have', async () => {
    await fund(10_000n * e18)
    let arrived = false
    const job = thirdOfEmission(ids, { settles: 0 })
    const waits = defineSettlementJob({
      ...job,
      name: 'test.waits',
      async prepare(day) {
        if (!arrived) throw new DayNotReadyError(`${day.day}'s inputs have not arrived`)
        return job.prepare(day)
      },
    })
    const runner = createSettlementRunner(t.programmes.ctx, [waits])
    const before = await usable(ids[1]!)
    t.clock.advance(DAY)
    const [first] = await runner.settleDueDays()
    expect(first).toMatchObject({ job: 'test.waits', status: 'waiting', transaction_id: null, attempts: 1 })
    expect(first!.detail).toBe(`${first!.day}'s inputs have not arrived`)
    // A waiting day is tried on every pass, and stops its job there as any day not done does.
    t.clock.advance(DAY)
    expect(await runner.settleDueDays()).toMatchObject([{ day: first!.day, status: 'waiting', attempts: 2 }])
    expect(await usable(ids[1]!)).toBe(before)
    arrived = true
    const runs = await runner.settleDueDays()
    expect(runs.map((run) => [run.day, run.status])).toEqual([[first!.day, 'done'], [runs[1]!.day, 'done']])
    expect(await usable(ids[1]!)).toBe(before + 2n * dayShare(7n * e18, fraction(3n)))
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})

/** Moves whatever mint_pool holds back to the treasury, as an operator's correction would. */
async function drainPool(t: ProgrammeTestApp, database: TestDatabase): Promise<void> {
  const held = await fundedBalance(database.db, 'mint_pool', HAP)
  if (held === 0n) return
  await database.db.transaction().execute(async (trx) => {
    await sql`select id from ledger_accounts where owner_kind = 'system' and purpose in ('mint_pool', 'treasury') and token_id = ${HAP} order by id for update`.execute(trx)
    await postLedgerTransaction(trx, {
      idempotencyKey: `drain:${t.clock.now().toISOString()}`,
      kind: 'pool_drain',
      postings: [
        { owner: 'system', purpose: 'mint_pool', tokenId: HAP, amount: -held },
        { owner: 'system', purpose: 'treasury', tokenId: HAP, amount: held },
      ],
    })
    await sql`update ledger_accounts set balance = balance + case purpose when 'treasury' then ${held.toString()}::numeric else -${held.toString()}::numeric end
      where owner_kind = 'system' and purpose in ('mint_pool', 'treasury') and token_id = ${HAP}`.execute(trx)
  })
}
