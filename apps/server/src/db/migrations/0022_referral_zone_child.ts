import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Zones (PROGRAMMES.md, "The referral tree"): each direct child's subtree is one zone of a user.
// The NFT centre's team zones and circulation's "largest zone excluded" need every user's zones at
// once; summing a metric per (ancestor, zone) is one GROUP BY over the closure when each row knows
// under which direct child of the ancestor its descendant sits. The bind writes the column from
// now on (modules/user/referralPaths.ts); this fills it for the binds so far.

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildWithZoneChildren(db)
}

/**
 * The zone child of (A, X) is X itself when X is A's direct child, otherwise X's ancestor one
 * generation below A. A descendant has exactly one ancestor at each depth from 1 up (the closure
 * of a tree), so that is the previous row of X's ancestors in depth order: lag() over one sorted
 * pass, no self-join.
 *
 * The table is rebuilt rather than updated: an UPDATE of every row writes each row again and
 * each of its three indexes. For the bench's 9.1 million rows on the busy 2-core machine: 974 s
 * updating, 51 s rebuilding. Names, constraints and indexes are those of 0013. Exported for its
 * test.
 */
export async function rebuildWithZoneChildren(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_paths_zoned (
      ancestor_id integer not null,
      descendant_id integer not null,
      depth integer not null constraint referral_paths_depth_check check (depth >= 1),
      zone_child_id integer not null
    )`.execute(db)
  await sql`
    insert into referral_paths_zoned (ancestor_id, descendant_id, depth, zone_child_id)
    select ancestor_id, descendant_id, depth, coalesce(lag(ancestor_id) over (partition by descendant_id order by depth), descendant_id)
    from referral_paths`.execute(db)
  await sql`drop table referral_paths`.execute(db)
  await sql`alter table referral_paths_zoned rename to referral_paths`.execute(db)
  await sql`alter table referral_paths add constraint referral_paths_pkey primary key (ancestor_id, descendant_id)`.execute(db)
  await sql`create index referral_paths_descendant_idx on referral_paths (descendant_id, depth)`.execute(db)
  await sql`create index referral_paths_generation_idx on referral_paths (ancestor_id, depth)`.execute(db)
  await sql`analyze referral_paths`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_paths drop column zone_child_id`.execute(db)
}
