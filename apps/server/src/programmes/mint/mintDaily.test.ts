import { fraction } from '@hapdex/core/amount/fraction'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { insertUsers } from '../../test/insertUsers.ts'
import { programmeSuite, tokenIds } from '../../test/programmeTestKit.ts'
import { ceilDiv, seededRandom } from '../../test/seededRandom.ts'
import { settleIdempotently } from '../../test/settlementIdempotency.ts'
import { testDatabases } from '../../test/testDb.ts'
import { mintConfigView } from './mint.service.ts'
import { mintDaily } from './mintDaily.ts'
import { mintTables } from './mint.table.ts'

const { HAP } = tokenIds
const e18 = 10n ** 18n
const USERS = 40
const DAY = 86_400_000
/** HAP at 7/19 USD: no reward's USD worth is a whole number of base units by accident. */
const PRICE = { num: 7n, den: 19n }

interface MintRecord {
  id: string
  user: number
  cp: bigint
  remain: bigint
  status: number
  createdAt: number
}

interface DayConfig {
  emission: bigint
  shareRates: bigint[]
  nodeRate: bigint
  superNodeRate: bigint
  validDirects: number
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
const max = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * PROGRAMMES.md's mint day and decision 0009's rounding, in plain bigint: CP rewards, caps and
 * share rewards round down, node rewards round down twice (the rate, then the split), and the USD
 * taken off the records rounds up. Returns the rewards per purpose and each record after the day.
 */
function referenceDay(parentOf: ReadonlyMap<number, number>, records: readonly MintRecord[], bought: ReadonlyMap<number, number>, config: DayConfig, dayEnd: number) {
  const active = records.filter((record) => record.status === 1 && record.createdAt < dayEnd)
  const cp = new Map<number, bigint>()
  const remain = new Map<number, bigint>()
  for (const record of active) {
    cp.set(record.user, (cp.get(record.user) ?? 0n) + record.cp)
    remain.set(record.user, (remain.get(record.user) ?? 0n) + record.remain)
  }
  const total = [...cp.values()].reduce((sum, value) => sum + value, 0n)
  // A reward of r HAP is worth r × 7/19 USD: the cap in HAP is remain × 19/7, rounded down.
  const cpReward = new Map<number, bigint>()
  const room = new Map<number, bigint>()
  let inexact = 0
  let capped = 0
  // Users whose take fits in their oldest record, and users whose take reaches a later one: the running total must be right for both.
  let fitsOldest = 0
  let spansRecords = 0
  for (const [user, userCp] of cp) {
    const cap = (remain.get(user)! * PRICE.den) / PRICE.num
    const reward = min((config.emission * userCp) / total, cap)
    if (reward === cap) capped++
    if ((config.emission * userCp) % total !== 0n) inexact++
    cpReward.set(user, reward)
    room.set(user, cap - reward)
  }
  const wanted = new Map<number, bigint>()
  for (const [user, reward] of cpReward) {
    let ancestor = user
    for (const rate of config.shareRates) {
      ancestor = parentOf.get(ancestor) ?? 0
      if (ancestor === 0) break
      wanted.set(ancestor, (wanted.get(ancestor) ?? 0n) + (reward * rate) / e18)
    }
  }
  const shareReward = new Map([...cpReward.keys()].map((user) => [user, min(wanted.get(user) ?? 0n, room.get(user)!)]))

  const directs = new Map<number, number>()
  for (const user of cp.keys()) {
    const parent = parentOf.get(user) ?? 0
    if (parent !== 0) directs.set(parent, (directs.get(parent) ?? 0) + 1)
  }
  const level = new Map<number, number>()
  for (const [user, count] of directs) if (count >= config.validDirects) level.set(user, 1)
  for (const [user, at] of bought) if (at < dayEnd) level.set(user, 2)
  const superNodes = [...level.values()].filter((value) => value === 2).length
  const nodePool = (config.emission * config.nodeRate) / e18
  const superPool = (config.emission * config.superNodeRate) / e18
  const nodeEach = level.size === 0 ? 0n : nodePool / BigInt(level.size)
  const superEach = superNodes === 0 ? 0n : superPool / BigInt(superNodes)

  const after = new Map(records.map((record) => [record.id, { remain: record.remain, status: record.status }]))
  for (const user of cp.keys()) {
    const paid = cpReward.get(user)! + shareReward.get(user)!
    if (paid === 0n) continue
    let take = ceilDiv(paid * PRICE.num, PRICE.den)
    if ((paid * PRICE.num) % PRICE.den !== 0n) inexact++
    const own = active.filter((record) => record.user === user).sort((a, b) => a.createdAt - b.createdAt || Number(BigInt(a.id) - BigInt(b.id)))
    if (take <= own[0]!.remain) fitsOldest++
    else spansRecords++
    for (const record of own) {
      const cut = min(record.remain, max(take, 0n))
      take -= cut
      if (cut > 0n) after.set(record.id, { remain: record.remain - cut, status: cut === record.remain ? 0 : 1 })
    }
  }
  const rewards = new Map<string, bigint>()
  const add = (user: number, purpose: string, amount: bigint) => amount > 0n && rewards.set(`${user}:${purpose}`, amount)
  for (const user of cp.keys()) {
    add(user, 'mint_cp_reward', cpReward.get(user)!)
    add(user, 'mint_share_reward', shareReward.get(user)!)
  }
  for (const [user, value] of level) {
    add(user, 'mint_node_reward', nodeEach)
    if (value === 2) add(user, 'mint_super_node_reward', superEach)
  }
  const splitRemainders = [nodePool % BigInt(Math.max(level.size, 1)), superPool % BigInt(Math.max(superNodes, 1))]
  return { rewards, after, inexact, capped, fitsOldest, spansRecords, splitRemainders, users: cp.size }
}

describe.each(testDatabases)('mint.daily against the rules on $name', ({ create }) => {
  const s = programmeSuite(create, { users: 0, pools: [['mint_pool', HAP, 100_000_000n * e18]] })
  const next = seededRandom(11)

  it('pays CP, share and node rewards to the base unit and takes their USD worth, rounded up, off the oldest records', async () => {
    const dayStart = Date.parse('2026-03-10T00:00:00Z')
    // A few wide inviters (level 1 nodes at 3 valid directs) and long chains (three share generations).
    const parents = Array.from({ length: USERS }, (_, index) => (index === 0 || next.next() < 0.1 ? undefined : next.next() < 0.4 ? next.int(0, Math.min(4, index - 1)) : next.int(Math.max(0, index - 3), index - 1)))
    const ids = await insertUsers(s.db, parents, 'mint')
    const parentOf = new Map(ids.map((id, index) => [id, parents[index] === undefined ? 0 : ids[parents[index]]!]))

    const drafts = ids.flatMap((user) =>
      Array.from({ length: next.int(0, 3) }, () => {
        const cp = next.bigint(100n * e18, 100_000n * e18)
        // A third nearly used up, so that caps bind and records end.
        const remain = next.next() < 0.35 ? next.bigint(1n, 300n * e18) : next.bigint(1n, 2n * cp)
        // Some records share the oldest record's moment: the older by id goes first.
        const createdAt = next.next() < 0.3 ? dayStart - 20 * DAY : next.pick([dayStart - next.int(1, 20 * DAY), dayStart + next.int(0, DAY - 1), dayStart + DAY + next.int(0, DAY)])
        return { user, cp, remain, status: next.next() < 0.1 ? 0 : 1, createdAt }
      }),
    )
    const inserted = await mintTables(s.db)
      .insertInto('mint_records')
      .values(drafts.map((record) => ({ user_id: record.user, amount: (record.cp / 2n + 1n).toString(), cp: record.cp.toString(), out_amount: (record.remain * 2n).toString(), remain_amount: record.remain.toString(), hap_amount: '1', btpi_amount: '1', status: record.status, transaction_id: '0', created_at: new Date(record.createdAt) })))
      .returning('id')
      .execute()
    const records: MintRecord[] = drafts.map((record, index) => ({ ...record, id: String(inserted[index]!.id) }))
    const bought = new Map([ids[1]!, ids[7]!, ids[13]!, ids[20]!].map((id, index) => [id, index === 3 ? dayStart + DAY : dayStart - DAY] as const))
    await mintTables(s.db).insertInto('mint_nodes').values([...bought].map(([user, at]) => ({ user_id: user, level: 2, transaction_id: '0', created_at: new Date(at) }))).execute()

    const config = { daily_emission: '123456.789012345678901234', share_rates: [next.rate(3), next.rate(4), next.rate(5)], node_reward_rate: next.rate(4), super_node_reward_rate: next.rate(5), node_valid_directs: 3 }
    await s.t.programmes.ctx.configs.save('mint', config, 'test')
    s.t.prices.set('HAP', fraction(PRICE.num, PRICE.den))
    s.t.clock.advance(86_400)

    const { run } = await settleIdempotently(s.t.programmes.ctx, mintDaily, '2026-03-10', ['mint_records'])
    const expected = referenceDay(parentOf, records, bought, {
      emission: parseAmount(config.daily_emission, 18),
      shareRates: config.share_rates.map((rate) => parseAmount(rate, 18)),
      nodeRate: parseAmount(config.node_reward_rate, 18),
      superNodeRate: parseAmount(config.super_node_reward_rate, 18),
      validDirects: config.node_valid_directs,
    }, dayStart + DAY)
    // The cases exercise every rounding: most CP shares and USD worths leave a remainder.
    expect(expected.inexact).toBeGreaterThan(expected.users)
    expect(run.users).toBe(expected.users)
    // Prices are shown rounded down: 7/19 = 0.36842105263157894736…
    expect(run.detail).toContain('HAP price 0.36842105 USD')
    expect((await mintConfigView(s.t.programmes.ctx)).hap_price).toBe('0.368421052631578947')

    const balances = await s.db.selectFrom('ledger_accounts').select(['owner_id', 'purpose', 'balance']).where('owner_kind', '=', 'user').where('purpose', 'like', 'mint_%').execute()
    expect(new Map(balances.filter((row) => BigInt(row.balance) > 0n).map((row) => [`${row.owner_id}:${row.purpose}`, BigInt(row.balance)]))).toEqual(expected.rewards)
    const rows = await mintTables(s.db).selectFrom('mint_records').select(['id', 'remain_amount', 'status']).execute()
    expect(new Map(rows.map((row) => [String(row.id), { remain: BigInt(row.remain_amount), status: row.status }]))).toEqual(expected.after)
    // Every path was taken: each reward type paid, caps bound, records ended.
    for (const purpose of ['cp', 'share', 'node', 'super_node']) expect([purpose, [...expected.rewards.keys()].filter((key) => key.endsWith(`:mint_${purpose}_reward`)).length > 1]).toEqual([purpose, true])
    expect(expected.capped).toBeGreaterThan(1)
    expect(expected.fitsOldest).toBeGreaterThan(1)
    expect(expected.spansRecords).toBeGreaterThan(1)
    // The equal splits among nodes and super nodes leave a remainder, so their rounding shows.
    expect(expected.splitRemainders.every((remainder) => remainder !== 0n)).toBe(true)
    expect([...expected.after].filter(([id, after]) => after.status === 0 && records.find((record) => record.id === id)!.status === 1).length).toBeGreaterThan(1)
    expect((await checkLedger(s.db)).problems).toEqual([])
  })
})
