import { sql, type RawBuilder } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { addressOf, ancestorsOf, insertRandomTree, loadMetric, randomAmount, seededRandom, subtreeOf, type RandomTree } from '../../test/referralTreeKit.ts'
import { countReferralChildren, referralChildren } from './referralChildren.ts'

const USERS = 2000

describe.each(testDatabases)('referralChildren on $name', ({ create }) => {
  let database: TestDatabase
  let tree: RandomTree
  const metricOf = new Map<number, bigint>()

  /** The reference: members `depth` generations below, by the parent links; newest first. */
  function membersBelow(userId: number, depth: number): number[] {
    return tree.ids.filter((id) => ancestorsOf(tree, id)[depth - 1] === userId).sort((a, b) => b - a)
  }

  beforeAll(async () => {
    database = await create()
    const next = seededRandom(4)
    tree = await insertRandomTree(database.db, USERS, next)
    for (const id of tree.ids) if (next() < 0.7) metricOf.set(id, randomAmount(next))
    await loadMetric(database.db, 'child_metric', metricOf)
  }, 300_000)
  afterAll(async () => {
    await database.drop()
  })

  const figures = {
    own: (member: RawBuilder<number>) => sql<string>`coalesce((select sum(value) from child_metric m where m.user_id = ${member}), 0)::text`,
    team: (member: RawBuilder<number>) => sql<string>`coalesce((select sum(m.value) from referral_paths d join child_metric m on m.user_id = d.descendant_id where d.ancestor_id = ${member}), 0)::text`,
  }

  it('pages through the members at a depth, newest first, with their figures', async () => {
    const parents = tree.ids.filter((id) => (tree.childrenOf.get(id)?.length ?? 0) > 0).filter((_, index) => index % 5 === 0)
    for (const parentId of parents) {
      for (const depth of [1, 2]) {
        const expected = membersBelow(parentId, depth).map((id) => ({
          id,
          address: addressOf(tree.ids.indexOf(id) + 1),
          own: (metricOf.get(id) ?? 0n).toString(),
          team: subtreeOf(tree, id).slice(1).reduce((sum, member) => sum + (metricOf.get(member) ?? 0n), 0n).toString(),
        }))
        const pageSize = 3
        const pages = []
        for (let offset = 0; offset < expected.length + pageSize; offset += pageSize) {
          pages.push(...(await referralChildren(database.db, { parentId, depth, figures, limit: pageSize, offset })))
        }
        expect(pages.map(({ id, address, own, team }) => ({ id, address, own, team }))).toEqual(expected)
        expect(pages.every((row) => row.created_at instanceof Date)).toBe(true)
        expect(await countReferralChildren(database.db, { parentId, depth })).toBe(expected.length)
      }
    }
  })

  it('searches addresses case-insensitively and counts what it finds', async () => {
    const leader = [...tree.childrenOf].sort((a, b) => b[1].length - a[1].length)[0]![0]
    // Stored addresses spell hex letters in capitals; the search is asked in both cases.
    const part = 'a'
    const expected = membersBelow(leader, 1).filter((id) => addressOf(tree.ids.indexOf(id) + 1).toLowerCase().includes(part))
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(membersBelow(leader, 1).length)
    for (const asked of [part, part.toUpperCase()]) {
      const rows = await referralChildren(database.db, { parentId: leader, addressPart: asked, figures: {}, limit: 1000, offset: 0 })
      expect(rows.map((row) => row.id)).toEqual(expected)
      expect(await countReferralChildren(database.db, { parentId: leader, addressPart: asked })).toBe(expected.length)
    }
  })
})
