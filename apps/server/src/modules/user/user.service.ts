import { getAddress, isAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { isAncestor, writeReferralPaths } from './referralPaths.ts'
import { newInviteCode, normalizeInviteCode } from './inviteCode.ts'
import {
  countDirectInvitees,
  findUserByAddress,
  findUserById,
  findUserByInviteCode,
  insertUserIfAbsent,
  lockReferralTree,
  setParentIfUnbound,
  updateNickname,
} from './user.repo.ts'

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>

const INVITE_CODE_ATTEMPTS = 5

/** Registers the address if new (idempotent). Invite codes are random; a rare collision retries. */
export async function ensureUser(db: Db, address: string): Promise<{ user: UserRow; created: boolean }> {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt++) {
    const inserted = await insertUserIfAbsent(db, address, newInviteCode())
    if (inserted !== undefined) return { user: inserted, created: true }
    const existing = await findUserByAddress(db, address)
    if (existing !== undefined) return { user: existing, created: false }
  }
  throw new Error(`no free invite code after ${INVITE_CODE_ATTEMPTS} attempts`)
}

async function signedInUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId)
  if (user === undefined) throw new ApiError('unauthorized')
  return user
}

export async function register(db: Db, session: { id: number; address: string }, address: string) {
  if (getAddress(address) !== session.address) throw new ApiError('forbidden', { detail: 'address differs from the signed-in account' })
  const { user, created } = await ensureUser(db, session.address)
  return { id: user.id, address: user.address, created }
}

export async function userInfo(db: Db, userId: number) {
  const { id, address, invite_code, parent_id, nickname } = await signedInUser(db, userId)
  return { id, address, invite_code, parent_id, nickname }
}

async function findParent(db: Db, parentRef: string): Promise<UserRow | undefined> {
  if (isAddress(parentRef, { strict: false })) return findUserByAddress(db, getAddress(parentRef))
  const inviteCode = normalizeInviteCode(parentRef)
  return inviteCode === undefined ? undefined : findUserByInviteCode(db, inviteCode)
}

/** Binds a referrer once: registered, not oneself, and not inside one's own team (no cycles). */
export async function bindRecommender(db: Db, userId: number, parentRef: string) {
  return db.transaction().execute(async (trx) => {
    await lockReferralTree(trx)
    const user = await signedInUser(trx, userId)
    if (user.parent_id !== 0) throw new ApiError('uc.parent_bound')
    const parent = await findParent(trx, parentRef)
    if (parent === undefined) throw new ApiError('uc.parent_not_found')
    if (parent.id === user.id) throw new ApiError('uc.parent_self')
    if (await isAncestor(trx, user.id, parent.id)) throw new ApiError('uc.parent_cycle')
    if (!(await setParentIfUnbound(trx, user.id, parent.id))) throw new ApiError('uc.parent_bound')
    await writeReferralPaths(trx, user.id, parent.id)
    return { parent_id: parent.id, parent_address: parent.address }
  })
}

async function parentAddress(db: Db, parentId: number): Promise<string | null> {
  if (parentId === 0) return null
  return (await findUserById(db, parentId))?.address ?? null
}

export async function recommender(db: Db, userId: number) {
  const user = await signedInUser(db, userId)
  return { recommender: await parentAddress(db, user.parent_id) }
}

export async function inviteInfo(db: Db, userId: number) {
  const user = await signedInUser(db, userId)
  return {
    invite_code: user.invite_code,
    direct_count: await countDirectInvitees(db, user.id),
    parent_address: await parentAddress(db, user.parent_id),
  }
}

export async function editUser(db: Db, userId: number, nickname: string) {
  await updateNickname(db, userId, nickname)
  return { nickname }
}
