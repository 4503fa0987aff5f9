import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { pledgeTables } from './pledge.table.ts'

export interface NewPledgeLot {
  userId: number
  poolId: number
  tokenId: number
  amount: bigint
  pledgedAt: Date
}

export async function insertLot(db: Db, lot: NewPledgeLot): Promise<void> {
  await pledgeTables(db)
    .insertInto('pledge_lots')
    .values({ user_id: lot.userId, pool_id: lot.poolId, token_id: lot.tokenId, amount: lot.amount.toString(), pledged_at: lot.pledgedAt })
    .execute()
}

interface OpenLot {
  id: string
  amount: bigint
  pledged_at: Date
}

/** The user's open lots in a pool, newest first, locked: a redeem takes the newest first. */
async function lockOpenLots(db: Db, userId: number, poolId: number, tokenId: number): Promise<OpenLot[]> {
  const { rows } = await sql<{ id: string; amount: string; pledged_at: Date }>`
    select id::text, amount::text, pledged_at from pledge_lots
    where user_id = ${userId} and pool_id = ${poolId} and token_id = ${tokenId} and redeemed_at is null
    order by pledged_at desc, id desc for update`.execute(db)
  return rows.map((row) => ({ id: row.id, amount: BigInt(row.amount), pledged_at: row.pledged_at }))
}

/**
 * Closes `amount` of the user's open lots, newest first, so the oldest (which have earned the
 * longest) keep earning; a lot partly redeemed is split into an open rest and a closed part.
 * Returns false, changing nothing, when the open lots hold less than amount.
 */
export async function redeemLots(db: Db, where: { userId: number; poolId: number; tokenId: number }, amount: bigint, at: Date): Promise<boolean> {
  const lots = await lockOpenLots(db, where.userId, where.poolId, where.tokenId)
  if (lots.reduce((sum, lot) => sum + lot.amount, 0n) < amount) return false
  let left = amount
  for (const lot of lots) {
    if (left === 0n) break
    if (lot.amount <= left) {
      await pledgeTables(db).updateTable('pledge_lots').set({ redeemed_at: at }).where('id', '=', lot.id).execute()
      left -= lot.amount
      continue
    }
    await pledgeTables(db).updateTable('pledge_lots').set({ amount: (lot.amount - left).toString() }).where('id', '=', lot.id).execute()
    await pledgeTables(db)
      .insertInto('pledge_lots')
      .values({ user_id: where.userId, pool_id: where.poolId, token_id: where.tokenId, amount: left.toString(), pledged_at: lot.pledged_at, redeemed_at: at })
      .execute()
    left = 0n
  }
  return true
}
