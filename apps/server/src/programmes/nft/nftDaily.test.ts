import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { insertUsers } from '../../test/insertUsers.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { seededRandom } from '../../test/seededRandom.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { testDatabases } from '../../test/testDb.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { nftDaily } from './nftDaily.ts'
import { nftTables } from './nft.table.ts'

const { HAP } = tokenIds
const USERS = 40
const DAY = 86_400_000
const PLACES = 5

interface Holding {
  id: string
  user: number
  production: bigint
  remain: bigint
  status: number
  createdAt: number
}

interface DayConfig {
  dailyRate: bigint
  shareRates: bigint[]
  rankAmount: bigint
}

/**
 * PROGRAMMES.md's NFT day in plain bigint: each producing NFT held before the day's end yields
 * production × daily_rate (rounded down), at most what it has left; inviters who produced get
 * share_rates of each invitee's output (rounded down per invitee); the rank pool goes to the top
 * PLACES by share_cp (the invitees' remaining CP, two generations), by metric, rounded down.
 */
function referenceDay(parentOf: ReadonlyMap<number, number>, holdings: readonly Holding[], config: DayConfig, dayEnd: number) {
  const after = new Map(holdings.map((holding) => [holding.id, { remain: holding.remain, status: holding.status }]))
  const output = new Map<number, bigint>()
  let inexact = 0
  for (const holding of holdings.filter((h) => h.status === 1 && h.createdAt < dayEnd)) {
    const daily = (holding.production * config.dailyRate) / e18
    if ((holding.production * config.dailyRate) % e18 !== 0n) inexact++
    const out = daily < holding.remain ? daily : holding.remain
    if (out === 0n) continue
    output.set(holding.user, (output.get(holding.user) ?? 0n) + out)
    after.set(holding.id, { remain: holding.remain - out, status: out === holding.remain ? 0 : 1 })
  }
  const share = new Map<number, bigint>()
  for (const [user, amount] of output) {
    let ancestor = user
    for (const rate of config.shareRates) {
      ancestor = parentOf.get(ancestor) ?? 0
      if (ancestor === 0) break
      if (output.has(ancestor)) share.set(ancestor, (share.get(ancestor) ?? 0n) + (amount * rate) / e18)
    }
  }
  const cp = new Map<number, bigint>()
  for (const holding of holdings) {
    const state = after.get(holding.id)!
    if (state.status === 1 && holding.createdAt < dayEnd) cp.set(holding.user, (cp.get(holding.user) ?? 0n) + state.remain)
  }
  const shareCp = new Map<number, bigint>()
  for (const [user, value] of cp) {
    let ancestor = user
    for (let generation = 0; generation < config.shareRates.length; generation++) {
      ancestor = parentOf.get(ancestor) ?? 0
      if (ancestor === 0) break
      shareCp.set(ancestor, (shareCp.get(ancestor) ?? 0n) + value)
    }
  }
  // Random metrics do not tie: each winner fills one place, worth its metric.
  const ranked = [...shareCp].filter(([, value]) => value > 0n).sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0)).slice(0, PLACES)
  const total = ranked.reduce((sum, [, value]) => sum + value, 0n)
  const rank = new Map(ranked.map(([user, value]) => [user, (config.rankAmount * value) / total]))
  const rewards = new Map<string, bigint>()
  const add = (user: number, purpose: string, amount: bigint) => amount > 0n && rewards.set(`${user}:${purpose}`, amount)
  for (const [user, amount] of output) add(user, 'nft_static_reward', amount)
  for (const [user, amount] of share) add(user, 'nft_share_reward', amount)
  for (const [user, amount] of rank) add(user, 'nft_rank_reward', amount)
  return { rewards, after, inexact, users: output.size, ranked: ranked.map(([user, value]) => ({ user, value })), rankRemainder: config.rankAmount - [...rank.values()].reduce((sum, v) => sum + v, 0n) }
}

describe.each(testDatabases)('nft.daily against the rules on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0, pools: [['nft_pool', HAP, 100_000_000n * e18], ['nft_rank_pool', HAP, 1_000_000n * e18]] })
  const next = seededRandom(33)

  it('pays static output, share and rank rewards to the base unit, exhausts NFTs, and is idempotent', async () => {
    const dayStart = Date.parse('2026-03-10T00:00:00Z')
    const parents = Array.from({ length: USERS }, (_, index) => (index === 0 || next.next() < 0.1 ? undefined : next.int(Math.max(0, index - 4), index - 1)))
    const ids = await insertUsers(s.db, parents, 'nft')
    const parentOf = new Map(ids.map((id, index) => [id, parents[index] === undefined ? 0 : ids[parents[index]]!]))
    const type = await nftTables(s.db).insertInto('nft_types').values({ name: 'T', logo: '/nft/bronze.svg', price: '1', production: '1', hold_limit: 9, hapc_rate: '0.3', idempotency_key: 'daily-test', created_by: 'test' }).returning('id').executeTakeFirstOrThrow()
    const drafts = ids.flatMap((user) =>
      Array.from({ length: next.int(0, 3) }, () => {
        const production = next.bigint(100n * e18, 5_000n * e18) + 7n
        // A third nearly used up, so that NFTs are exhausted today.
        const remain = next.next() < 0.35 ? next.bigint(1n, production / 100n) : next.bigint(production / 2n, production)
        const createdAt = next.next() < 0.15 ? dayStart + DAY + next.int(0, DAY) : dayStart - next.int(0, 10 * DAY)
        return { user, production, remain, status: next.next() < 0.1 ? 0 : 1, createdAt }
      }),
    )
    const inserted = await nftTables(s.db)
      .insertInto('nft_holdings')
      .values(drafts.map((h) => ({ user_id: h.user, nft_id: type.id, production: h.production.toString(), remain_amount: (h.status === 0 ? 0n : h.remain).toString(), status: h.status, created_at: new Date(h.createdAt), pay_type: 0, hap_amount: '1', hapc_amount: '0', transaction_id: '0' })))
      .returning('id')
      .execute()
    const holdings: Holding[] = drafts.map((h, index) => ({ ...h, remain: h.status === 0 ? 0n : h.remain, id: String(inserted[index]!.id) }))

    const config = { daily_rate: next.rate(5), share_rates: [next.rate(3), next.rate(4)], rank_daily_amount: '1000.000000000000000007', rank_places: PLACES, rank_split: 'byMetric' as const }
    await s.t.programmes.ctx.configs.save('nft', config, 'test')
    s.t.clock.advance(86_400)

    const { run } = await settleIdempotently(s.t.programmes.ctx, nftDaily, '2026-03-10', ['nft_holdings', 'nft_rank_days'])
    const expected = referenceDay(parentOf, holdings, { dailyRate: parseAmount(config.daily_rate, 18), shareRates: config.share_rates.map((rate) => parseAmount(rate, 18)), rankAmount: parseAmount(config.rank_daily_amount, 18) }, dayStart + DAY)
    expect(expected.inexact).toBeGreaterThan(expected.users / 2)
    expect(run.users).toBe(expected.users)

    const balances = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'purpose', 'balance']).where('owner_kind', '=', 'user').where('purpose', 'like', 'nft_%').execute()
    expect(new Map(balances.filter((row) => BigInt(row.balance) > 0n).map((row) => [`${row.owner_id}:${row.purpose}`, BigInt(row.balance)]))).toEqual(expected.rewards)
    const rows = await nftTables(s.db).selectFrom('nft_holdings').select(['id', 'remain_amount', 'status']).execute()
    expect(new Map(rows.map((row) => [String(row.id), { remain: BigInt(row.remain_amount), status: row.status }]))).toEqual(expected.after)
    // Every path was taken: each reward paid to several, NFTs exhausted today, the rank split left a remainder in the pool.
    for (const purpose of ['static', 'share', 'rank']) expect([purpose, [...expected.rewards.keys()].filter((key) => key.endsWith(`:nft_${purpose}_reward`)).length > 1]).toEqual([purpose, true])
    expect([...expected.after].filter(([id, state]) => state.status === 0 && holdings.find((h) => h.id === id)!.status === 1).length).toBeGreaterThan(1)
    expect(expected.rankRemainder).toBeGreaterThan(0n)
    const ranking = await nftTables(s.db).selectFrom('nft_rank_days').select(['user_id', 'rank', 'share_cp']).orderBy('rank').execute()
    expect(ranking.map((row) => ({ user: row.user_id, value: BigInt(row.share_cp) }))).toEqual(expected.ranked)
    expect(ranking.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
