import { getAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { recordJoin } from './activity.repo.ts'

/** The spec has one running activity; a name leaves room for later ones without a migration. */
export const CURRENT_ACTIVITY = 'launch'

export async function joinActivity(db: Db, session: { id: number; address: string }, address: string) {
  if (getAddress(address) !== session.address) throw new ApiError('forbidden', { detail: 'address differs from the signed-in account' })
  await recordJoin(db, { activity: CURRENT_ACTIVITY, userId: session.id, address: session.address })
  return { joined: true }
}
