import type { PledgeConfig } from '@hapdex/core/programmes/pledgeConfig'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import type { ConfigGuard } from '../base/config/programmeConfigStore.ts'
import { pledgeTables } from './pledge.table.ts'

/**
 * A pool with stakes in it keeps its id and its token for as long as anyone's stake is there: a
 * stake is redeemed and accrues by its pool, so a removed or re-tokened pool would hold users'
 * money where no endpoint reaches it. Such a pool is closed to new pledges (status '0') instead.
 */
export const pledgeConfigGuard: ConfigGuard = async (trx, change) => {
  const next = new Map((change.next as PledgeConfig).pools.map((pool) => [pool.id, pool.token]))
  const changed = (change.old as PledgeConfig).pools.filter((pool) => next.get(pool.id) !== pool.token)
  for (const pool of changed) {
    if (await holdsStakes(trx, pool.id)) {
      const what = next.has(pool.id) ? `changes its token from ${pool.token} to ${next.get(pool.id)}` : 'removes it'
      throw new ApiError('bad_request', { detail: `pools: pool ${pool.id} (${pool.token}) holds users' stakes, and this change ${what}: close it to new pledges (status '0') instead` })
    }
  }
}

async function holdsStakes(trx: Db, poolId: number): Promise<boolean> {
  const lot = await pledgeTables(trx).selectFrom('pledge_lots').select('id').where('pool_id', '=', poolId).where('redeemed_at', 'is', null).limit(1).executeTakeFirst()
  return lot !== undefined
}
