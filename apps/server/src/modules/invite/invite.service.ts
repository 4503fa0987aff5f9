import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { newInviteCode, normalizeInviteCode } from '../user/inviteCode.ts'
import * as users from '../user/user.service.ts'
import { countInvitees, levelSummary, listInvitees, replaceInviteCode } from './invite.repo.ts'

type TeamLevel = 0 | 1 | 2
const asLevel = (value: unknown): TeamLevel => (Number(value) === 2 ? 2 : Number(value) === 1 ? 1 : 0)

export async function children(db: Db, userId: number, query: { page: number; page_size: number; address?: string | undefined }) {
  const addressPart = query.address?.replace(/^0x/i, '') || undefined
  const [rows, total] = await Promise.all([
    listInvitees(db, { parentId: userId, addressPart, limit: query.page_size, offset: (query.page - 1) * query.page_size }),
    countInvitees(db, userId, addressPart),
  ])
  return {
    list: rows.map((row) => ({
      address: row.address,
      team_level: asLevel(row.team_level),
      dr_partner: Number(row.dr_partner),
      dr_genesis_partner: Number(row.dr_genesis_partner),
      created_time: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  }
}

async function levelInfoOf(db: Db, userId: number) {
  const row = await levelSummary(db, userId)
  if (row === undefined) throw new ApiError('unauthorized')
  return {
    team_level: asLevel(row.team_level),
    dr_partner: Number(row.dr_partner),
    dr_genesis_partner: Number(row.dr_genesis_partner),
    direct_count: Number(row.direct_count),
  }
}

export async function levelInfo(db: Db, userId: number) {
  return { level_info: await levelInfoOf(db, userId) }
}

export async function parentLevelInfo(db: Db, userId: number) {
  const { parent_id } = await users.userInfo(db, userId)
  if (parent_id === 0) return { parent_address: null, level_info: null }
  const { recommender } = await users.recommender(db, userId)
  return { parent_address: recommender, level_info: await levelInfoOf(db, parent_id) }
}

export async function inviteInfo(db: Db, userId: number) {
  const [info, user, level] = await Promise.all([users.inviteInfo(db, userId), users.userInfo(db, userId), levelInfoOf(db, userId)])
  return {
    invite_code: info.invite_code,
    parent_id: user.parent_id,
    parent_address: info.parent_address,
    direct_count: info.direct_count,
    team_level: level.team_level,
  }
}

/** A chosen code must be a valid invite code (user module's alphabet); without one, a fresh random code. */
export async function editInviteCode(db: Db, userId: number, requested: string | undefined) {
  const code = requested ? normalizeInviteCode(requested) : newInviteCode()
  if (code === undefined) throw new ApiError('invite.code_invalid')
  if (!(await replaceInviteCode(db, userId, code))) throw new ApiError('invite.code_taken')
  return { invite_code: code }
}
