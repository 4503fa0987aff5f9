import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.ts'
import { countReferralChildren, referralChildren } from '../user/referralChildren.ts'

/** The SQL of a member's partner level (partner_levels): 0 without a row. The partner programme's team reward walks it too. */
export const teamLevelOf = (member: RawBuilder<number>) => sql<number>`coalesce((select team_level from partner_levels where user_id = ${member}), 0)`

/** Direct invitees of `member` at a partner level: the level cards' dr_partner / dr_genesis_partner. */
const directAtLevel = (member: RawBuilder<number>, level: number) => sql<string | number>`(
  select count(*) from users c left join partner_levels cl on cl.user_id = c.id
  where c.parent_id = ${member} and coalesce(cl.team_level, 0) = ${level})`

export async function listInvitees(db: Db, query: { parentId: number; addressPart: string | undefined; limit: number; offset: number }) {
  return referralChildren(db, {
    ...query,
    figures: {
      team_level: teamLevelOf,
      dr_partner: (member) => directAtLevel(member, 1),
      dr_genesis_partner: (member) => directAtLevel(member, 2),
    },
  })
}

export async function countInvitees(db: Db, parentId: number, addressPart: string | undefined): Promise<number> {
  return countReferralChildren(db, { parentId, addressPart })
}

export async function levelSummary(db: Db, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('partner_levels as l', 'l.user_id', 'u.id')
    .select((eb) => [
      eb.fn.coalesce('l.team_level', eb.val(0)).as('team_level'),
      directAtLevel(sql.ref('u.id'), 1).as('dr_partner'),
      directAtLevel(sql.ref('u.id'), 2).as('dr_genesis_partner'),
      sql<string | number>`(select count(*) from users c where c.parent_id = u.id)`.as('direct_count'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  return row
}

export async function setTeamLevel(db: Db, userId: number, teamLevel: number): Promise<void> {
  await db
    .insertInto('partner_levels')
    .values({ user_id: userId, team_level: teamLevel })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ team_level: teamLevel, updated_at: new Date() }))
    .execute()
}

/**
 * Raises a member's partner level, never lowers it: what the partner programme's purchases and
 * automatic genesis do (it never demotes; operators set any level with setTeamLevel). The rule is
 * the SQL function raise_team_level (migration 0028), which the partner's seat sale calls too.
 */
export async function raiseTeamLevel(db: Db, userId: number, teamLevel: number, at: Date): Promise<void> {
  await sql`select raise_team_level(${userId}::integer, ${teamLevel}::integer, ${at}::timestamptz)`.execute(db)
}

/**
 * A member's direct invitees who are partners or genesis partners (level >= 1): the partner
 * programme's "valid directs" that make a genesis partner. The SQL function count_direct_partners
 * (migration 0028), which the partner's seat sale calls inside its statement.
 */
export async function countDirectPartners(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count_direct_partners(${userId}::integer) as n`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/** False when another user holds the code (the unique index decides, not a prior read). */
export async function replaceInviteCode(db: Db, userId: number, inviteCode: string): Promise<boolean> {
  const taken = await db.selectFrom('users').select('id').where('invite_code', '=', inviteCode).where('id', '<>', userId).executeTakeFirst()
  if (taken !== undefined) return false
  try {
    await db.updateTable('users').set({ invite_code: inviteCode }).where('id', '=', userId).execute()
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false
    throw error
  }
}
