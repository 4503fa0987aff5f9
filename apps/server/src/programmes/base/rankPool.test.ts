import { billBehaviors } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { testDatabases } from '../../test/testDb.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { systemBalance } from './pools/systemBalance.ts'
import { writeRankPoolLines, type RankPool } from './rankPool.ts'
import { defineSettlementJob } from './settlement/settlementJob.ts'
import { payLinesFromPool } from './settlement/settlementLines.ts'
import { createSettlementRunner } from './settlement/settlementRunner.ts'

const { HAP } = tokenIds
const USERS = 300
const DAY = 86_400
const PURPOSE = 'mint_node_reward'

function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

type Metric = readonly [userId: number, metric: bigint]
type DayPool = Pick<RankPool, 'places' | 'amount' | 'split'> & { metrics: Metric[] }

/** The rule of rankPool.ts, computed plainly: rewards by user, and whether a tie straddled the cut-off. */
function reference({ metrics, places, amount, split }: DayPool) {
  const sums = new Map<number, bigint>()
  for (const [user, metric] of metrics) sums.set(user, (sums.get(user) ?? 0n) + metric)
  const ranked = [...sums].filter(([, metric]) => metric > 0n).sort((a, b) => (a[1] === b[1] ? 0 : a[1] > b[1] ? -1 : 1))
  const groups: { users: number[]; metric: bigint; filled: bigint }[] = []
  let straddled = false
  for (let index = 0; index < ranked.length && index < places; ) {
    const metric = ranked[index]![1]
    const users = ranked.filter(([, m]) => m === metric).map(([user]) => user)
    const filled = Math.min(users.length, places - index)
    if (filled < users.length) straddled = true
    groups.push({ users, metric, filled: BigInt(filled) })
    index += users.length
  }
  const worth = (metric: bigint) => (split === 'equal' ? 1n : metric)
  const total = groups.reduce((sum, group) => sum + worth(group.metric) * group.filled, 0n)
  const rewards = new Map<number, bigint>()
  for (const group of groups) {
    // Rounded down, as the pool pays: the remainder stays in it.
    for (const user of group.users) rewards.set(user, (amount * worth(group.metric) * group.filled) / (BigInt(group.users.length) * total))
  }
  return { rewards, straddled }
}

describe.each(testDatabases)('rank pool on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0, pools: [['mint_pool', HAP, 1_000_000n * e18]] })

  it('pays the top N by the tie and rounding rule, exactly, from a settlement job; a rerun pays nothing', async () => {
    const inserted = await s.db
      .insertInto('users')
      .values(Array.from({ length: USERS }, (_, index) => ({ address: `0x${(0x7000 + index).toString(16).padStart(40, '0')}`, invite_code: `RANK${index}` })))
      .returning('id')
      .execute()
    const ids = inserted.map((row) => row.id)
    const next = random(30)
    // Metrics from a few values, so every cut-off falls inside a group of ties; some users have none.
    // Amounts leave remainders above half a unit, so rounding to nearest or up would show.
    const metricsOf = (values: number, scale: bigint) =>
      ids.flatMap((id): Metric[] => {
        const value = BigInt(Math.floor(next() * values)) * scale
        // A few users come in two rows, which add up.
        return next() < 0.1 ? [[id, value / 2n], [id, value - value / 2n]] : [[id, value]]
      })
    const days: DayPool[] = [
      { places: 20, amount: 1_000n * e18 - 1n, split: 'equal', metrics: metricsOf(25, 10n ** 17n + 3n) },
      { places: 50, amount: 777n * e18 - 13n, split: 'byMetric', metrics: metricsOf(40, 10n ** 16n + 1n) },
      { places: 7, amount: 10n ** 18n + 5n, split: 'byMetric', metrics: metricsOf(15, 3n) },
      // More places than users with a metric: those share the whole amount.
      { places: 1_000, amount: 999n * e18 + 1n, split: 'equal', metrics: metricsOf(3, 5n).filter(([user]) => user % 3 === 0) },
    ]
    const rankJob = defineSettlementJob({
      name: 'test.rank',
      programme: 'mint',
      async prepare() {},
      async settle(trx, day) {
        const pool = days[Math.round((Date.parse(day.day) - Date.parse('2026-03-10')) / (DAY * 1000))]!
        const metrics = sql`select * from (values ${sql.join(pool.metrics.map(([user, metric]) => sql`(${user}::integer, ${metric.toString()}::numeric)`))}) given(user_id, metric)`
        const winners = await writeRankPoolLines(trx, { ...pool, metrics, tokenId: HAP, purpose: PURPOSE, behavior: billBehaviors.bpNodeReward })
        await payLinesFromPool(trx, 'mint_pool')
        return { users: winners.length }
      },
    })
    const runner = createSettlementRunner(s.t.programmes.ctx, [rankJob])
    const balances = async () => {
      const rows = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'balance']).where('owner_kind', '=', 'user').where('purpose', '=', PURPOSE).execute()
      return new Map(rows.map((row) => [row.owner_id, BigInt(row.balance)]))
    }

    for (const [index, pool] of days.entries()) {
      const { rewards, straddled } = reference(pool)
      if (index < 3) expect(straddled).toBe(true)
      const [before, poolBefore] = [await balances(), await systemBalance(s.db, 'mint_pool', HAP)]
      s.t.clock.advance(DAY)
      const runs = await runner.settleDueDays()
      expect(runs.map((run) => run.status)).toEqual(['done'])
      const after = await balances()
      for (const id of ids) expect([id, (after.get(id) ?? 0n) - (before.get(id) ?? 0n)]).toEqual([id, rewards.get(id) ?? 0n])
      const paid = [...rewards.values()].reduce((sum, reward) => sum + reward, 0n)
      // What rounding left is still in the pool: less than one base unit per winner.
      expect(poolBefore - (await systemBalance(s.db, 'mint_pool', HAP))).toBe(paid)
      expect(pool.amount - paid >= 0n && pool.amount - paid < BigInt(rewards.size)).toBe(true)

      const again = await runner.settleDay('test.rank', runs[0]!.day)
      expect(again.status).toBe('done')
      expect(await balances()).toEqual(after)
    }
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('shares one place among everyone tied for it, and pays nothing when nobody has a metric', async () => {
    const winners = await s.db.transaction().execute(async (trx) => {
      await sql`create temporary table settlement_lines (owner_kind text, owner_id integer, token_id integer, purpose text, amount numeric, behavior integer, bill_type integer) on commit drop`.execute(trx)
      const metrics = sql`select * from (values (11, 5::numeric), (12, 9::numeric), (13, 9::numeric), (14, 9::numeric), (15, 0::numeric)) given(user_id, metric)`
      const tied = await writeRankPoolLines(trx, { metrics, places: 1, amount: 101n, split: 'equal', tokenId: HAP, purpose: PURPOSE, behavior: billBehaviors.bpNodeReward })
      const none = await writeRankPoolLines(trx, { metrics: sql`select 1 as user_id, 0::numeric as metric`, places: 3, amount: 100n, split: 'byMetric', tokenId: HAP, purpose: PURPOSE, behavior: billBehaviors.bpNodeReward })
      const { rows } = await sql<{ owner_id: number; amount: string }>`select owner_id, amount::text from settlement_lines order by owner_id`.execute(trx)
      return { tied, none, lines: rows }
    })
    // 101 / 3 rounds down to 33 each; 2 stay in the pool.
    expect(winners.tied).toEqual([12, 13, 14].map((userId) => ({ userId, metric: 9n, rank: 1, reward: 33n })))
    expect(winners.none).toEqual([])
    expect(winners.lines).toEqual([12, 13, 14].map((owner_id) => ({ owner_id, amount: '33' })))
  })
})
