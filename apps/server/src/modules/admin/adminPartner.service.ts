import { getAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { setTeamLevel } from '../invite/invite.repo.ts'
import { findUserByAddress } from '../user/user.repo.ts'

/** The user's team level as an operator set it, or null for an address that never registered. */
export async function partnerLevelOf(db: Db, address: string) {
  const user = await findUserByAddress(db, getAddress(address))
  if (user === undefined) return null
  const row = await db.selectFrom('partner_levels').select('team_level').where('user_id', '=', user.id).executeTakeFirst()
  return { address: user.address, team_level: row?.team_level ?? 0 }
}

export async function setPartnerLevel(db: Db, address: string, teamLevel: number) {
  const user = await findUserByAddress(db, getAddress(address))
  if (user === undefined) throw new ApiError('uc.not_registered')
  await setTeamLevel(db, user.id, teamLevel)
  return { address: user.address, team_level: teamLevel }
}
