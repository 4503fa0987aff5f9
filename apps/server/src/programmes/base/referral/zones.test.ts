import { sql, type RawBuilder } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { insertRandomTree, loadMetric, randomAmount, seededRandom, subtreeOf, type RandomTree } from '../../../test/referralTreeKit.ts'
import { allZoneFigures, splitZones, zones, type Zone } from './zones.ts'

const USERS = 3000

describe.each(testDatabases)('zones on $name', ({ create }) => {
  let database: TestDatabase
  let tree: RandomTree
  /** The per-member metric; a member may have several rows (they add up), many have none. */
  const metricRows: Array<readonly [number, bigint]> = []
  const metricOf = new Map<number, bigint>()

  /** The reference: each direct child's subtree summed by recursion, largest first, ties by the older child. */
  function expectedZones(userId: number): Zone[] {
    const all = (tree.childrenOf.get(userId) ?? []).map((childId) => ({
      childId,
      value: subtreeOf(tree, childId).reduce((sum, member) => sum + (metricOf.get(member) ?? 0n), 0n),
    }))
    return all.sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : a.childId - b.childId))
  }

  beforeAll(async () => {
    database = await create()
    const next = seededRandom(22)
    tree = await insertRandomTree(database.db, USERS, next)
    for (const id of tree.ids) {
      const count = next() < 0.4 ? 0 : 1 + Math.floor(next() * 2)
      for (let i = 0; i < count; i++) {
        const value = randomAmount(next)
        metricRows.push([id, value])
        metricOf.set(id, (metricOf.get(id) ?? 0n) + value)
      }
    }
    await loadMetric(database.db, 'zone_metric', metricRows)
  }, 300_000)
  afterAll(async () => {
    await database.drop()
  })

  it('lists one user\'s zones, largest first, empty zones with 0', async () => {
    const valueOfMember = (member: RawBuilder<number>) => sql`(select sum(value) from zone_metric m where m.user_id = ${member})`
    const checked = tree.ids.filter((id, index) => index % 11 === 0 || (tree.childrenOf.get(id)?.length ?? 0) > 5)
    let withEmptyZone = 0
    for (const userId of checked) {
      const expected = expectedZones(userId)
      if (expected.some((zone) => zone.value === 0n)) withEmptyZone++
      expect(await zones(database.db, userId, valueOfMember)).toEqual(expected)
    }
    expect(withEmptyZone).toBeGreaterThan(0)
  })

  it('gives every user\'s largest zone and the sum of the others in one statement', async () => {
    const { rows } = await sql<{ user_id: number; largest: string; others: string }>`
      select user_id, largest::text, others::text from (${allZoneFigures(sql`zone_metric`)}) z`.execute(database.db)
    const found = new Map(rows.map((row) => [row.user_id, { largest: BigInt(row.largest), others: BigInt(row.others) }]))
    let split = 0
    for (const userId of tree.ids) {
      const expected = splitZones(expectedZones(userId))
      // A user with no metric below is left out: both figures 0.
      expect(found.get(userId) ?? { largest: 0n, others: 0n }).toEqual(expected)
      if (expected.others > 0n) split++
    }
    expect(split).toBeGreaterThan(50)
  })

  it('splits zones into the largest and the rest', () => {
    expect(splitZones([])).toEqual({ largest: 0n, others: 0n })
    expect(splitZones([{ childId: 4, value: 7n }, { childId: 2, value: 5n }, { childId: 9, value: 0n }, { childId: 3, value: 1n }])).toEqual({ largest: 7n, others: 6n })
  })
})
