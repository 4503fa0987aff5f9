import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { fraction, type Fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../../../modules/wallet/ledgerCheck.ts'
import { postLedgerTransaction } from '../../../modules/wallet/ledger.ts'
import { insertUsers } from '../../../test/insertUsers.ts'
import { programmeSuite, tokenIds, type ProgrammeTestApp } from '../../../test/programmeTestKit.ts'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { creditForTest, e18 } from '../../../test/walletTestKit.ts'
import { addDays } from '../clock.ts'
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
function thirdOfEmission(userIds: readonly number[], probe: Probe, name = 'test.daily'): SettlementJob {
  return defineSettlementJob({
    name,
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
  // One world for the tests that name their days from where the clock stands and settle a job of
  // their own; the late day's test, which changes the day's inputs, has a world of its own below.
  const s = programmeSuite(create, { users: 0 })
  let ids: number[] = []
  let funding = 0
  const fundIn = async (world: typeof s, amount: bigint) => {
    const key = `faults-${++funding}`
    await creditTreasury(world.t.programmes.ctx, { tokenId: HAP, amount, by: 'test', key })
    await fundPool(world.t.programmes.ctx, { pool: 'mint_pool', tokenId: HAP, amount, by: 'test', key })
  }
  const fund = (amount: bigint) => fundIn(s, amount)
  const usableIn = async (world: typeof s, userId: number) =>
    BigInt((await sql<{ b: string | null }>`select balance::text as b from ledger_accounts where owner_kind = 'user' and owner_id = ${userId} and token_id = ${HAP} and purpose = 'usable'`.execute(world.db)).rows[0]?.b ?? 0)
  const usable = (userId: number) => usableIn(s, userId)
  /** What each user gets for a day at this world's emission and price, which no test here changes. */
  const share = dayShare(1000n * e18 + 1n, fraction(1n, 2n))
  /** The day `offset` days from the clock's, in the settlement zone: tests here move the clock, so none names a fixed date. */
  const dayFromToday = async (offset: number) => addDays(await createSettlementRunner(s.t.programmes.ctx, []).today(), offset)

  beforeAll(async () => {
    ids = await insertUsers(s.db, [undefined, undefined, undefined], 'faults')
    await s.t.programmes.ctx.configs.save('mint', { daily_emission: '1000.000000000000000001' }, 'test')
  })

  it('settles days only in order: a later day by hand is refused, and a gap left by an old hand-run is caught up', async () => {
    await fund(10_000n * e18)
    const probe: Probe = { settles: 0 }
    const runner = createSettlementRunner(s.t.programmes.ctx, [thirdOfEmission(ids, probe, 'test.in_order')])
    // Days counted from the one this test starts on.
    const start = await dayFromToday(0)
    const day = (offset: number) => addDays(start, offset)
    expect((await runner.settleDueDays()).map((run) => [run.day, run.status])).toEqual([[day(-1), 'done']])
    s.t.clock.advance(4 * DAY)
    await expect(runner.settleDay('test.in_order', day(2))).rejects.toMatchObject({ key: 'settlement.day_out_of_order', detail: `settle ${day(0)} first` })
    expect(probe.settles).toBe(1)

    // As a hand-run before this rule could leave it: day 2 done while days 0 and 1 never ran.
    await sql`insert into settlement_runs (job, day, status, attempts, started_at, finished_at) values ('test.in_order', ${day(2)}::date, 'done', 1, now(), now())`.execute(s.db)
    const runs = await runner.settleDueDays()
    expect(runs.map((run) => [run.day, run.status])).toEqual([
      [day(0), 'done'],
      [day(1), 'done'],
      [day(2), 'done'],
      [day(3), 'done'],
    ])
    expect(probe.settles).toBe(4)
    expect(await runner.settleDueDays()).toEqual([])
  })

  it('does not redo an underfunded day on every pass, and completes it once the pool holds enough', async () => {
    const probe: Probe = { settles: 0 }
    const runner = createSettlementRunner(s.t.programmes.ctx, [thirdOfEmission(ids, probe, 'test.underfunded')])
    await drainPool(s.t, s.database)
    s.t.clock.advance(DAY)
    const day = await dayFromToday(-1)
    const [first] = await runner.settleDueDays()
    expect(first).toMatchObject({ day, status: 'underfunded', attempts: 1, shortfall_purpose: 'mint_pool' })
    expect(probe.settles).toBe(1)
    for (let pass = 0; pass < 3; pass++) expect(await runner.settleDueDays()).toMatchObject([{ day, status: 'underfunded', attempts: 1 }])
    expect(probe.settles).toBe(1)

    // A funding below the need changes nothing; enough lets the same run complete.
    const needed = BigInt(first!.shortfall_needed!)
    await fund(needed - 1n)
    expect(await runner.settleDueDays()).toMatchObject([{ status: 'underfunded', attempts: 1 }])
    expect(probe.settles).toBe(1)
    await fund(1n)
    expect(await runner.settleDueDays()).toMatchObject([{ day, status: 'done', attempts: 2 }])
    expect(probe.settles).toBe(2)
    expect(await fundedBalance(s.db, 'mint_pool', HAP)).toBe(0n)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  // PGlite has one connection, so nothing runs beside a settlement there: the question is PostgreSQL's.
  if (name === 'postgres') it('lets a transfer of a user go through while a run that credits the user is open', async () => {
    await fund(10_000n * e18)
    await creditForTest(s.db, ids[0]!, HAP, 5n * e18, 'faults-transfer')
    let transferred = false
    const probe: Probe = {
      settles: 0,
      // Inside the run's transaction, after its postings: the user's transfer must not wait for it.
      afterPosting: async () => {
        await Promise.race([
          postLedgerTransaction(s.db, {
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
    const runner = createSettlementRunner(s.t.programmes.ctx, [thirdOfEmission(ids, probe, 'test.beside_transfer')])
    const before = await usable(ids[0]!)
    s.t.clock.advance(DAY)
    expect(await runner.settleDueDays()).toMatchObject([{ day: await dayFromToday(-1), status: 'done' }])
    expect(transferred).toBe(true)
    expect(await usable(ids[0]!)).toBe(before - 3n + share)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('sweeps usable_incoming after a run that booked to it, or a sweep left due by a crash, and otherwise reads no account', async () => {
    await fund(10_000n * e18)
    const runner = createSettlementRunner(s.t.programmes.ctx, [thirdOfEmission(ids, { settles: 0 }, 'test.sweeps')])
    const before = await usable(ids[2]!)
    s.t.clock.advance(DAY)
    const [run] = await runner.settleDueDays()
    expect(await usable(ids[2]!)).toBe(before + share)
    const pending = async () => (await sql<{ id: string }>`select id::text as id from settlement_runs where incoming_pending`.execute(s.db)).rows.map((row) => row.id)
    expect(await pending()).toEqual([])

    // Credits in usable_incoming that no run announced stay there: a pass with no run due reads no account.
    await creditTreasury(s.t.programmes.ctx, { tokenId: HAP, amount: 11n, by: 'test', key: 'faults-incoming' })
    await s.db.transaction().execute((trx) =>
      payFromPool(trx, { pool: 'treasury', tokenId: HAP, idempotencyKey: 'faults-incoming', kind: 'test', credits: [{ userId: ids[2]!, purpose: INCOMING_PURPOSE, amount: 11n }] }),
    )
    expect(await runner.settleDueDays()).toEqual([])
    expect(await usable(ids[2]!)).toBe(before + share)

    // As a crash between a run's commit and its sweep leaves it: the next pass sweeps.
    await sql`update settlement_runs set incoming_pending = true where id = ${run!.id}::bigint`.execute(s.db)
    expect(await runner.settleDueDays()).toEqual([])
    expect(await usable(ids[2]!)).toBe(before + share + 11n)
    expect(await pending()).toEqual([])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('leaves a day whose inputs have not arrived waiting, posts nothing, and settles it on a later pass once they have', async () => {
    await fund(10_000n * e18)
    let arrived = false
    const job = thirdOfEmission(ids, { settles: 0 })
    // A day settled on time first, as on any running system: the day that waits past its end carries its price.
    await createSettlementRunner(s.t.programmes.ctx, [thirdOfEmission(ids, { settles: 0 }, 'test.before_waiting')]).settleDueDays()
    const waits = defineSettlementJob({
      ...job,
      name: 'test.waits',
      async prepare(day) {
        if (!arrived) throw new DayNotReadyError(`${day.day}'s inputs have not arrived`)
        return job.prepare(day)
      },
    })
    const runner = createSettlementRunner(s.t.programmes.ctx, [waits])
    const before = await usable(ids[1]!)
    s.t.clock.advance(DAY)
    const [first] = await runner.settleDueDays()
    expect(first).toMatchObject({ job: 'test.waits', status: 'waiting', transaction_id: null, attempts: 1 })
    expect(first!.detail).toBe(`${first!.day}'s inputs have not arrived`)
    // A waiting day is tried on every pass, and stops its job there as any day not done does.
    s.t.clock.advance(DAY)
    expect(await runner.settleDueDays()).toMatchObject([{ day: first!.day, status: 'waiting', attempts: 2 }])
    expect(await usable(ids[1]!)).toBe(before)
    arrived = true
    const runs = await runner.settleDueDays()
    expect(runs.map((run) => [run.day, run.status])).toEqual([[first!.day, 'done'], [runs[1]!.day, 'done']])
    expect(await usable(ids[1]!)).toBe(before + 2n * share)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  // A world of its own, on the fixed dates of the first test's story: it changes the emission and the price.
  describe('a late day', () => {
    const l = programmeSuite(create, { users: 0 })
    let lateIds: number[] = []
    beforeAll(async () => {
      lateIds = await insertUsers(l.db, [undefined, undefined, undefined], 'faults')
      await l.t.programmes.ctx.configs.save('mint', { daily_emission: '1000.000000000000000001' }, 'test')
    })

    it('settles a late day with the configuration and the price of that day, and records both on the run', async () => {
      const probe: Probe = { settles: 0 }
      const runner = createSettlementRunner(l.t.programmes.ctx, [thirdOfEmission(lateIds, probe)])
      // The days before this story, settled without checks: 03-09 to 03-13 from a funded pool, the clock on 03-14.
      await fundIn(l, 10_000n * e18)
      await runner.settleDueDays()
      l.t.clock.advance(4 * DAY)
      await runner.settleDueDays()
      const before = await usableIn(l, lateIds[0]!)
      // The pool is empty for 03-14: the day is tried on time (fixing its price) and stops underfunded.
      await drainPool(l.t, l.database)
      l.t.clock.advance(DAY)
      const [underfunded] = await runner.settleDueDays()
      expect(underfunded).toMatchObject({ day: '2026-03-14', status: 'underfunded', prices: { HAP: '0.5' }, config_versions: { mint: 1 } })

      // Nothing runs on 03-16 (an outage); that day an operator changes the emission and the price moves.
      l.t.clock.advance(DAY)
      await l.t.programmes.ctx.configs.save('mint', { daily_emission: '7' }, 'test')
      l.t.prices.set('HAP', fraction(3n, 1n))
      // On 03-17 the pool is funded and the worker catches up.
      l.t.clock.advance(DAY)
      await fundIn(l, 10_000n * e18)
      const runs = await runner.settleDueDays()
      expect(runs[0]).toMatchObject({ day: '2026-03-14', status: 'done', prices: { HAP: '0.5' }, config_versions: { mint: 1 } })
      const dayOf14 = dayShare(1000n * e18 + 1n, fraction(1n, 2n))
      expect(dayOf14).toBe(166_666_666_666_666_666_666n)
      // 03-15 ended while the service was down: it has no price of its own and carries 03-14's, never today's.
      expect(runs[1]).toMatchObject({ day: '2026-03-15', status: 'done', prices: { HAP: '0.5' }, config_versions: { mint: 1 } })
      // 03-16 has just ended: today's configuration was in force at its end, and its price is live.
      expect(runs[2]).toMatchObject({ day: '2026-03-16', status: 'done', prices: { HAP: '3' }, config_versions: { mint: 2 } })
      expect(await usableIn(l, lateIds[0]!)).toBe(before + 2n * dayOf14 + dayShare(7n * e18, fraction(3n)))
      expect((await checkLedger(l.db)).problems).toEqual([])
    })
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
