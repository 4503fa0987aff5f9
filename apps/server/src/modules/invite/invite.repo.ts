import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** Direct invitees of `of` at a partner level: the level cards' dr_partner / dr_genesis_partner. */
const directAtLevel = (of: string, level: number) => sql<string | number>`(
  select count(*) from users c left join partner_levels cl on cl.user_id = c.id
  where c.parent_id = ${sql.ref(of)} and coalesce(cl.team_level, 0) = ${level})`

function invitees(db: Db, parentId: number, addressPart: string | undefined) {
  let query = db.selectFrom('users as u').where('u.parent_id', '=', parentId)
  // Addresses are stored checksummed; a search is case-insensitive. The part is hex only (schema).
  if (addressPart) query = query.where(sql<boolean>`lower(u.address) like ${`%${addressPart.toLowerCase()}%`}`)
  return query
}

export async function listInvitees(db: Db, query: { parentId: number; addressPart: string | undefined; limit: number; offset: number }) {
  return invitees(db, query.parentId, query.addressPart)
    .leftJoin('partner_levels as l', 'l.user_id', 'u.id')
    .select(['u.id', 'u.address', 'u.created_at'])
    .select((eb) => [
      eb.fn.coalesce('l.team_level', eb.val(0)).as('team_level'),
      directAtLevel('u.id', 1).as('dr_partner'),
      directAtLevel('u.id', 2).as('dr_genesis_partner'),
    ])
    .orderBy('u.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute()
}

export async function countInvitees(db: Db, parentId: number, addressPart: string | undefined): Promise<number> {
  const row = await invitees(db, parentId, addressPart)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function levelSummary(db: Db, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('partner_levels as l', 'l.user_id', 'u.id')
    .select((eb) => [
      eb.fn.coalesce('l.team_level', eb.val(0)).as('team_level'),
      directAtLevel('u.id', 1).as('dr_partner'),
      directAtLevel('u.id', 2).as('dr_genesis_partner'),
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
