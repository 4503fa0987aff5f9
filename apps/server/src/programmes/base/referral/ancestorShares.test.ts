import { rateUnits, RATE_SCALE } from '@hapdex/core/amount/mulRate'
import { sql, type RawBuilder } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { ancestorsOf, insertRandomTree, loadMetric, randomAmount, seededRandom, type RandomTree } from '../../../test/referralTreeKit.ts'
import { ancestorShares } from './ancestorShares.ts'

const USERS = 3000
/** Rates of many digits, so no share of a random amount comes out even. */
const RATES = ['0.1234567', '0.0512345', '0.0071', '0.5']

type Row = { user_id: number; amount: bigint }

/** The reference: each row walked up its parent links, each share rounded down on its own. */
function referenceShares(tree: RandomTree, rows: readonly Row[], rates: readonly string[], eligible: (ancestor: number) => boolean): Map<string, bigint> {
  const shares = new Map<string, bigint>()
  for (const row of rows) {
    ancestorsOf(tree, row.user_id).slice(0, rates.length).forEach((ancestor, k) => {
      if (row.amount === 0n || !eligible(ancestor)) return
      const key = `${ancestor}:${k + 1}`
      shares.set(key, (shares.get(key) ?? 0n) + (row.amount * rateUnits(rates[k]!)) / RATE_SCALE)
    })
  }
  return shares
}

describe.each(testDatabases)('ancestorShares on $name', ({ create }) => {
  let database: TestDatabase
  let tree: RandomTree
  const rows: Row[] = []
  const holders = new Set<number>()

  beforeAll(async () => {
    database = await create()
    const next = seededRandom(30)
    tree = await insertRandomTree(database.db, USERS, next)
    // Most users one amount, some two (the miner's several sessions), some none, a few zero.
    for (const id of tree.ids) {
      const count = Math.floor(next() * 3)
      for (let i = 0; i < count; i++) rows.push({ user_id: id, amount: next() < 0.03 ? 0n : randomAmount(next) })
      if (next() < 0.6) holders.add(id)
    }
    await loadMetric(database.db, 'share_source', rows.map((row) => [row.user_id, row.amount] as const))
    await loadMetric(database.db, 'share_holders', [...holders].map((id) => [id, 1n] as const))
  }, 300_000)
  afterAll(async () => {
    await database.drop()
  })

  async function shares(rates: readonly string[], eligible?: RawBuilder<boolean>): Promise<Map<string, bigint>> {
    const select = ancestorShares({ from: sql`(select user_id, value as amount from share_source)`, rates, ...(eligible === undefined ? {} : { eligible }) })
    const { rows: found } = await sql<{ user_id: number; generation: number; amount: string }>`
      select user_id, generation, sum(amount)::text as amount from (${select}) s group by user_id, generation`.execute(database.db)
    // Generations are integers (a caller picks its bill behaviour by them).
    expect(found.every((row) => Number.isInteger(row.generation))).toBe(true)
    return new Map(found.map((row) => [`${row.user_id}:${row.generation}`, BigInt(row.amount)]))
  }

  it('gives every ancestor up to k generations its rate of each row, rounded down per row', async () => {
    const expected = referenceShares(tree, rows, RATES, () => true)
    expect(expected.size).toBeGreaterThan(USERS)
    expect(await shares(RATES)).toEqual(expected)
  })

  it('gives only to ancestors meeting the condition', async () => {
    const expected = referenceShares(tree, rows, RATES.slice(0, 2), (ancestor) => holders.has(ancestor))
    expect(await shares(RATES.slice(0, 2), sql<boolean>`exists (select 1 from share_holders h where h.user_id = ancestor.user_id)`)).toEqual(expected)
  })

  it('reads the source row in the condition', async () => {
    // Only shares of rows whose amount is odd: the condition sees `source`.
    const odd = rows.filter((row) => row.amount % 2n === 1n)
    const expected = referenceShares(tree, odd, RATES.slice(0, 1), () => true)
    expect(await shares(RATES.slice(0, 1), sql<boolean>`mod(source.amount, 2) = 1`)).toEqual(expected)
  })

  it('yields nothing for a generation at rate 0, and nothing without rates', async () => {
    const expected = new Map([...referenceShares(tree, rows, ['0', RATES[1]!], () => true)].filter(([key]) => key.endsWith(':2')))
    expect(expected.size).toBeGreaterThan(0)
    expect(await shares(['0', RATES[1]!, '0.000'])).toEqual(expected)
    expect((await shares(['0'])).size).toBe(0)
    expect((await shares([])).size).toBe(0)
  })
})
