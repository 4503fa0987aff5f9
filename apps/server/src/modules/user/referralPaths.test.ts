import { sql, type Kysely } from 'kysely'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backfillReferralPaths } from '../../db/migrations/0013_programmes.ts'
import { rebuildWithZoneChildren } from '../../db/migrations/0022_referral_zone_child.ts'
import { bindRecommender } from './user.service.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { generationCounts, isAncestor, teamCounts } from './referralPaths.ts'

const USERS = 2500

/** A small deterministic generator: the same tree on every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

type PathRow = { ancestor_id: number; descendant_id: number; depth: number; zone_child_id: number }

/**
 * The reference: the closure recomputed from parent_id by recursion. One step up, the new
 * ancestor's zone holding the descendant is headed by the ancestor one step below it.
 */
async function recursiveClosure(db: TestDatabase['db']): Promise<PathRow[]> {
  const { rows } = await sql<PathRow>`
    with recursive chain(ancestor_id, descendant_id, depth, zone_child_id) as (
      select parent_id, id, 1, id from users where parent_id <> 0
      union all
      select u.parent_id, c.descendant_id, c.depth + 1, c.ancestor_id from chain c join users u on u.id = c.ancestor_id where u.parent_id <> 0
    )
    select ancestor_id, descendant_id, depth, zone_child_id from chain order by 1, 2`.execute(db)
  return rows
}

async function storedClosure(db: TestDatabase['db']): Promise<PathRow[]> {
  return db.selectFrom('referral_paths').select(['ancestor_id', 'descendant_id', 'depth', 'zone_child_id']).orderBy('ancestor_id').orderBy('descendant_id').execute()
}

describe.each(testDatabases)('referral closure on $name', ({ create }) => {
  let database: TestDatabase
  let cycles = 0

  beforeAll(async () => {
    database = await create()
    const { db } = database
    await db.insertInto('users').values(Array.from({ length: USERS }, (_, index) => ({ address: addressOf(index + 1), invite_code: `code-${index + 1}` }))).execute()
    const next = random(7)
    // Binds in random order to random earlier-or-later users: subtrees form first and are bound
    // under others later (the closure must carry a whole subtree), and some binds would close a cycle.
    const order = Array.from({ length: USERS }, (_, index) => index + 1).sort(() => next() - 0.5)
    for (const child of order) {
      if (next() < 0.02) continue
      // Mostly near neighbours (deep chains), sometimes one of ten wide leaders.
      const parent = next() < 0.3 ? 1 + Math.floor(next() * 10) : Math.max(1, child - 1 - Math.floor(next() * 5))
      if (parent === child) continue
      try {
        await bindRecommender(db, child, addressOf(parent))
      } catch (error) {
        if ((error as { key?: string }).key === 'uc.parent_cycle') cycles++
        else throw error
      }
    }
  }, 300_000)
  afterAll(async () => {
    await database.drop()
  })

  it('matches the recursive closure of parent_id row for row, cycles refused', async () => {
    const stored = await storedClosure(database.db)
    expect(stored.length).toBeGreaterThan(USERS * 5)
    expect(stored).toEqual(await recursiveClosure(database.db))
    expect(cycles).toBeGreaterThan(0)
  })

  it('counts direct referrals, teams and generations as the recursion does', async () => {
    const reference = await recursiveClosure(database.db)
    const expected = new Map<number, { direct: number; team: number; byDepth: Map<number, number> }>()
    for (const row of reference) {
      const entry = expected.get(row.ancestor_id) ?? { direct: 0, team: 0, byDepth: new Map() }
      entry.team++
      if (row.depth === 1) entry.direct++
      entry.byDepth.set(row.depth, (entry.byDepth.get(row.depth) ?? 0) + 1)
      expected.set(row.ancestor_id, entry)
    }
    for (let userId = 1; userId <= USERS; userId++) {
      const want = expected.get(userId) ?? { direct: 0, team: 0, byDepth: new Map() }
      expect(await teamCounts(database.db, userId)).toEqual({ direct: want.direct, team: want.team })
      if (userId % 50 === 0) expect(await generationCounts(database.db, userId, 1000)).toEqual(want.byDepth)
    }
  })

  it('knows ancestors', async () => {
    const [row] = await storedClosure(database.db)
    expect(await isAncestor(database.db, row!.ancestor_id, row!.descendant_id)).toBe(true)
    expect(await isAncestor(database.db, row!.descendant_id, row!.ancestor_id)).toBe(false)
  })

  it('is rebuilt identically by the migrations\' backfills (0013 the paths, 0022 their zones)', async () => {
    const before = await storedClosure(database.db)
    const db = database.db as unknown as Kysely<unknown>
    // Back to 0013's table, filled by its backfill, then 0022's rebuild.
    await sql`delete from referral_paths`.execute(db)
    await sql`alter table referral_paths drop column zone_child_id`.execute(db)
    await backfillReferralPaths(db)
    await rebuildWithZoneChildren(db)
    expect(await storedClosure(database.db)).toEqual(before)
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where tablename = 'referral_paths'
      union all select conname from pg_constraint where conrelid = 'referral_paths'::regclass order by 1`.execute(db)
    expect(rows.map((row) => row.name)).toEqual(['referral_paths_depth_check', 'referral_paths_descendant_idx', 'referral_paths_generation_idx', 'referral_paths_pkey', 'referral_paths_pkey'])
  })
})

/** Users are inserted in id order, so user n has this address. */
function addressOf(id: number): string {
  return getAddress(`0x${id.toString(16).padStart(40, '0')}`)
}
