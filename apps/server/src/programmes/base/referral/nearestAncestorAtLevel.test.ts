import { sql, type RawBuilder } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamLevelOf } from '../../../modules/invite/invite.repo.ts'
import { testDatabases, type TestDatabase } from '../../../test/testDb.ts'
import { ancestorsOf, insertRandomTree, seededRandom, type RandomTree } from '../../../test/referralTreeKit.ts'
import { nearestAncestorAtLevel, nearestAncestorAtLevelOf } from './nearestAncestorAtLevel.ts'

const USERS = 3000

describe.each(testDatabases)('nearestAncestorAtLevel on $name', ({ create }) => {
  let database: TestDatabase
  let tree: RandomTree
  const levels = new Map<number, number>()

  /** The reference, as the doc comment reads it: a start of the rank cuts off; else the first ancestor of the rank. */
  function expectedReceiver(start: number, atLeast: number): number | undefined {
    if ((levels.get(start) ?? 0) >= atLeast) return undefined
    return ancestorsOf(tree, start).find((ancestor) => (levels.get(ancestor) ?? 0) >= atLeast)
  }

  beforeAll(async () => {
    database = await create()
    const next = seededRandom(2)
    tree = await insertRandomTree(database.db, USERS, next)
    // Genesis partners rare enough that walks go many generations; some users have a row at level 0.
    for (const id of tree.ids) {
      const pick = next()
      if (pick < 0.03) levels.set(id, 2)
      else if (pick < 0.15) levels.set(id, 1)
      else if (pick < 0.2) levels.set(id, 0)
    }
    await database.db.insertInto('partner_levels').values([...levels].map(([user_id, team_level]) => ({ user_id, team_level }))).execute()
  }, 300_000)
  afterAll(async () => {
    await database.drop()
  })

  it.each([2, 1])('finds every start\'s receiver of level >= %i in one statement', async (atLeast) => {
    const select = nearestAncestorAtLevel({ from: sql`(select id as user_id from users)`, levelOf: teamLevelOf, atLeast })
    const { rows } = await sql<{ user_id: number; receiver_id: number }>`select user_id, receiver_id from (${select}) r`.execute(database.db)
    const found = new Map(rows.map((row) => [row.user_id, row.receiver_id]))
    expect(found.size).toBe(rows.length)
    const expected = new Map(tree.ids.flatMap((id) => {
      const receiver = expectedReceiver(id, atLeast)
      return receiver === undefined ? [] : [[id, receiver] as const]
    }))
    expect(found).toEqual(expected)
    // The cases that matter were all drawn: far receivers, cut-offs, starts with none above.
    const generations = [...expected].map(([id, receiver]) => ancestorsOf(tree, id).indexOf(receiver) + 1)
    expect(Math.max(...generations)).toBeGreaterThan(10)
    expect(tree.ids.filter((id) => (levels.get(id) ?? 0) >= atLeast && ancestorsOf(tree, id).some((a) => (levels.get(a) ?? 0) >= atLeast)).length).toBeGreaterThan(0)
    expect(tree.ids.length - expected.size).toBeGreaterThan(0)
  })

  it('answers one start with one indexed query', async () => {
    for (const id of tree.ids.filter((_, index) => index % 7 === 0)) {
      expect(await nearestAncestorAtLevelOf(database.db, id, teamLevelOf, 2)).toBe(expectedReceiver(id, 2))
    }
  })

  it('counts a NULL level as below', async () => {
    const nullLevel = (): RawBuilder<number> => sql<number>`null::integer`
    expect(await nearestAncestorAtLevelOf(database.db, tree.ids.at(-1)!, nullLevel, 0)).toBeUndefined()
  })
})
