import { getAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { setTeamLevel } from '../invite/invite.repo.ts'
import { findUserByAddress } from '../user/user.repo.ts'

export async function setPartnerLevel(db: Db, address: string, teamLevel: number) {
  const user = await findUserByAddress(db, getAddress(address))
  if (user === undefined) throw new ApiError('uc.not_registered')
  await setTeamLevel(db, user.id, teamLevel)
  return { address: user.address, team_level: teamLevel }
}
