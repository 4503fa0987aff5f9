import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Zones (PROGRAMMES.md, "The referral tree"): each direct child's subtree is one zone of a user.
// The NFT centre's team zones and circulation's "largest zone excluded" need every user's zones at
// once; summing a metric per (ancestor, zone) is one GROUP BY over the closure when each row knows
// under which direct child of the ancestor its descendant sits. The bind writes the column from
// now on (modules/user/referralPaths.ts); this fills it for the binds so far.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_paths add column zone_child_id integer`.execute(db)
  await backfillZoneChildren(db)
  await sql`alter table referral_paths alter column zone_child_id set not null`.execute(db)
}

/**
 * The zone child of (A, X) is X itself when X is A's direct child, otherwise X's ancestor one
 * generation below A: the ancestor of X at depth − 1. Exported for its test.
 */
export async function backfillZoneChildren(db: Kysely<unknown>): Promise<void> {
  await sql`update referral_paths set zone_child_id = descendant_id where depth = 1`.execute(db)
  await sql`
    update referral_paths p set zone_child_id = z.ancestor_id
    from referral_paths z
    where p.depth > 1 and z.descendant_id = p.descendant_id and z.depth = p.depth - 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_paths drop column zone_child_id`.execute(db)
}
