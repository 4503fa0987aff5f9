import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

const userColumns = ['id', 'address', 'invite_code', 'parent_id', 'nickname'] as const

export async function findUserByAddress(db: Db, address: string) {
  return db.selectFrom('users').select(userColumns).where('address', '=', address).executeTakeFirst()
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst()
}

export async function findUserByInviteCode(db: Db, inviteCode: string) {
  return db.selectFrom('users').select(userColumns).where('invite_code', '=', inviteCode).executeTakeFirst()
}

/**
 * Inserts unless the address or the invite code exists; undefined means one of them did. No
 * exception on conflict, so a caller inside a transaction can retry with another code.
 */
export async function insertUserIfAbsent(db: Db, address: string, inviteCode: string) {
  return db
    .insertInto('users')
    .values({ address, invite_code: inviteCode })
    .onConflict((oc) => oc.doNothing())
    .returning(userColumns)
    .executeTakeFirst()
}

/** Binds only while unbound; false when another request bound first. */
export async function setParentIfUnbound(db: Db, userId: number, parentId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ parent_id: parentId })
    .where('id', '=', userId)
    .where('parent_id', '=', 0)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Binds change the referral tree; one at a time keeps the cycle check true when they race. */
export async function lockReferralTree(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${REFERRAL_TREE_LOCK})`.execute(db)
}
const REFERRAL_TREE_LOCK = 7_100_001

export async function countDirectInvitees(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .where('parent_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function updateNickname(db: Db, userId: number, nickname: string): Promise<void> {
  await db.updateTable('users').set({ nickname }).where('id', '=', userId).execute()
}
