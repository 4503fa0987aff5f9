import type { Db } from '../db/database.ts'

/**
 * Users written straight to the table, for daily-job tests with more users than signing in
 * allows: `parents[i]` is the index of user i's parent among the earlier ones, or undefined for
 * none. Only `users.parent_id` is set (what the daily jobs walk), not the referral closure.
 * Returns the ids, index for index.
 */
export async function insertUsers(db: Db, parents: readonly (number | undefined)[], tag = 'u'): Promise<number[]> {
  const ids: number[] = []
  for (const [index, parent] of parents.entries()) {
    if (parent !== undefined && parent >= index) throw new Error(`insertUsers: user ${index}'s parent ${parent} is not an earlier user`)
    const row = await db
      .insertInto('users')
      .values({ address: `0x${Buffer.from(tag).toString('hex').slice(0, 8).padStart(8, '0')}${(index + 1).toString(16).padStart(32, '0')}`, invite_code: `${tag}-${index + 1}`, parent_id: parent === undefined ? 0 : ids[parent]! })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return ids
}
