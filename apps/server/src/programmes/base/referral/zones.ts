import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../../db/database.ts'

/**
 * Zones (PROGRAMMES.md, "The referral tree"): each direct child's subtree, the child included, is
 * one zone of a user; the largest zone is the one with the greatest metric of the programme, and
 * "other zones" is the sum of the rest. Both read `referral_paths.zone_child_id`, which names
 * the zone every descendant lies in, so a zone's figure is one GROUP BY, not a walk per child.
 */

export interface Zone {
  /** The direct referral heading the zone. */
  childId: number
  /** The programme's metric summed over the child and its whole subtree. */
  value: bigint
}

/**
 * One user's zones, largest first, ties by the older child (the smaller id). `valueOfMember`
 * gives the SQL of one member's metric from the SQL of its id (e.g. the member's active CP); a
 * zone whose members all have none is listed with 0. One indexed read of the user's team.
 */
export async function zones(db: Db, userId: number, valueOfMember: (member: RawBuilder<number>) => RawBuilder<unknown>): Promise<Zone[]> {
  const { rows } = await sql<{ child_id: number; value: string }>`
    select child_id, value::text from (
      select p.zone_child_id as child_id, coalesce(sum(${valueOfMember(sql.ref('p.descendant_id'))}), 0) as value
      from referral_paths p where p.ancestor_id = ${userId} group by p.zone_child_id
    ) zone order by zone.value desc, child_id`.execute(db)
  return rows.map((row) => ({ childId: row.child_id, value: BigInt(row.value) }))
}

/** The largest zone's value and the sum of the others (PROGRAMMES.md: "other zones"). */
export function splitZones(all: readonly Zone[]): { largest: bigint; others: bigint } {
  const [largest, ...others] = all
  return { largest: largest?.value ?? 0n, others: others.reduce((sum, zone) => sum + zone.value, 0n) }
}

/**
 * Every user's zone figures at once, for a daily job (NFT team zones, circulation's "largest zone
 * excluded"): the SQL of a select of `(user_id, largest, others)`. `metric` is a table name or
 * parenthesised subquery of `(user_id, value)` rows, the programme's per-member figure (several
 * rows of a member add up). A user with no metric anywhere below is absent: both its figures
 * are 0. One pass over the closure joined to the metric, grouped by (user, zone). At the bench's
 * million users (9.1 million closure rows, everyone with CP): about 14 s of backend CPU with the
 * server's default work_mem, 21 s with 256 MB; summing subtrees by ancestor and grouping the
 * children by parent instead (no zone_child_id) cost 10–15 % more in both.
 */
export function allZoneFigures(metric: RawBuilder<unknown>): RawBuilder<{ user_id: number; largest: string; others: string }> {
  return sql<{ user_id: number; largest: string; others: string }>`
    select ancestor_id as user_id, max(value) as largest, sum(value) - max(value) as others
    from (
      select p.ancestor_id, p.zone_child_id, sum(m.value) as value
      from referral_paths p join ${metric} m on m.user_id = p.descendant_id
      group by p.ancestor_id, p.zone_child_id
    ) zone
    group by ancestor_id`
}
