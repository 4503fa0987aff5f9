import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/**
 * The referral closure table (PROGRAMMES.md, "The referral tree"): one row per ancestor and
 * descendant at any depth. Written in the bind's transaction, read through its indexes; nothing
 * walks the tree per request.
 */

/** Whether `ancestorId` is above `descendantId` in the tree (a bind the other way would make a cycle). */
export async function isAncestor(db: Db, ancestorId: number, descendantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('referral_paths')
    .select('depth')
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', descendantId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * After `childId` is bound under `parentId`: every ancestor of the parent (and the parent) is now
 * above the child and the child's whole existing subtree. For the parent, that subtree is the
 * zone of the bound child; for an ancestor above, it lies in the zone the parent already lies in.
 * One statement.
 */
export async function writeReferralPaths(trx: Db, childId: number, parentId: number): Promise<void> {
  await sql`
    insert into referral_paths (ancestor_id, descendant_id, depth, zone_child_id)
    select above.ancestor_id, below.descendant_id, above.depth + below.depth + 1, above.zone_child_id
    from (select ${parentId}::integer as ancestor_id, 0 as depth, ${childId}::integer as zone_child_id
          union all select ancestor_id, depth, zone_child_id from referral_paths where descendant_id = ${parentId}) above,
         (select ${childId}::integer as descendant_id, 0 as depth
          union all select descendant_id, depth from referral_paths where ancestor_id = ${childId}) below`.execute(trx)
}

export interface TeamCounts {
  direct: number
  team: number
}

export async function teamCounts(db: Db, userId: number): Promise<TeamCounts> {
  const { rows } = await sql<{ direct: string | number; team: string | number }>`
    select count(*) filter (where depth = 1) as direct, count(*) as team
    from referral_paths where ancestor_id = ${userId}`.execute(db)
  return { direct: Number(rows[0]?.direct ?? 0), team: Number(rows[0]?.team ?? 0) }
}

/** Members per generation (depth 1 = direct referrals), up to `maxDepth`. */
export async function generationCounts(db: Db, userId: number, maxDepth: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ depth: number; members: string | number }>`
    select depth, count(*) as members from referral_paths
    where ancestor_id = ${userId} and depth <= ${maxDepth} group by depth order by depth`.execute(db)
  return new Map(rows.map((row) => [row.depth, Number(row.members)]))
}
