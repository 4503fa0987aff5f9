import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../../db/database.ts'

export interface NearestAncestorAtLevelParameters {
  /** The starts (e.g. each purchase's referrer): a table name or parenthesised subquery with a `user_id` column. */
  from: RawBuilder<unknown>
  /** The SQL of a member's level from the SQL of its id, e.g. its partner team_level (0 when it has none). */
  levelOf: (member: RawBuilder<number>) => RawBuilder<number>
  /** The level that receives, e.g. 2 for a genesis partner. */
  atLeast: number
}

/**
 * The nearest ancestor of at least a level, with the equal-rank cut-off (PROGRAMMES.md, partner:
 * "the nearest genesis partner above the referrer gets a 10% team reward, unlimited generations,
 * none to an equal rank"). Read precisely, for a start S (the buyer's referrer):
 *
 * - if S itself has level ≥ `atLeast`, nobody receives: S already holds that rank (and is paid as
 *   such), and a rank is not paid again by the equal rank above it;
 * - otherwise, walking up from S's parent one generation at a time, without limit, the first
 *   ancestor with level ≥ `atLeast` receives, and only that one; ancestors of a lower level on the
 *   way neither receive nor stop the walk;
 * - nobody receives when no ancestor has that level. A level that is NULL counts as below.
 *
 * The SQL of a select of `from`'s columns plus `receiver_id`, one row per start that has a
 * receiver. Per start, one probe of `referral_paths` by (descendant_id, depth) in depth order that
 * stops at the first match: set-based over many starts, or one indexed query for one action.
 */
export function nearestAncestorAtLevel({ from, levelOf, atLeast }: NearestAncestorAtLevelParameters): RawBuilder<{ user_id: number; receiver_id: number }> {
  return sql<{ user_id: number; receiver_id: number }>`
    select source.*, nearest.ancestor_id as receiver_id
    from ${from} source
    cross join lateral (
      select p.ancestor_id from referral_paths p
      where p.descendant_id = source.user_id and ${levelOf(sql.ref('p.ancestor_id'))} >= ${atLeast}
      order by p.depth limit 1
    ) nearest
    where (${levelOf(sql.ref('source.user_id'))} >= ${atLeast}) is not true`
}

/** The receiver for one start, or undefined (see nearestAncestorAtLevel). */
export async function nearestAncestorAtLevelOf(db: Db, userId: number, levelOf: NearestAncestorAtLevelParameters['levelOf'], atLeast: number): Promise<number | undefined> {
  const found = nearestAncestorAtLevel({ from: sql`(select ${userId}::integer as user_id)`, levelOf, atLeast })
  const { rows } = await sql<{ receiver_id: number }>`select receiver_id from (${found}) r`.execute(db)
  return rows[0]?.receiver_id
}
