import { withdrawStatuses, type WithdrawStatus } from '@hapdex/core/api/withdraw'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

const orderColumns = ['id', 'user_id', 'token_id', 'amount', 'fee', 'address', 'status', 'raw_tx', 'tx_hash', 'nonce', 'replaced_tx_hashes', 'error', 'node_refusal', 'created_at', 'updated_at'] as const

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & {}

export async function findOrder(db: Db, id: number | string) {
  return db.selectFrom('withdraw_orders').select(orderColumns).where('id', '=', String(id)).executeTakeFirst()
}

export async function insertOrder(db: Db, order: { userId: number; tokenId: number; amount: bigint; fee: bigint; address: string; status: WithdrawStatus; createdAt: Date }) {
  return db
    .insertInto('withdraw_orders')
    .values({ user_id: order.userId, token_id: order.tokenId, amount: order.amount.toString(), fee: order.fee.toString(), address: order.address, status: order.status, created_at: order.createdAt })
    .returning(orderColumns)
    .executeTakeFirstOrThrow()
}

export async function listOrdersOfUser(db: Db, userId: number, page: number, pageSize: number) {
  return db
    .selectFrom('withdraw_orders')
    .select(orderColumns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
}

export async function listOrdersByStatus(db: Db, status: WithdrawStatus, page: number, pageSize: number) {
  return db
    .selectFrom('withdraw_orders')
    .innerJoin('users', 'users.id', 'withdraw_orders.user_id')
    .select([...orderColumns.map((column) => `withdraw_orders.${column}` as const), 'users.address as user_address'])
    .where('withdraw_orders.status', '=', status)
    .orderBy('withdraw_orders.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
}

/** How many orders each status holds, for the operators' list ('0' … '5'; a status with none is 0). */
export async function countOrdersByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('withdraw_orders').select(['status', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('status').execute()
  const counts: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  for (const row of rows) counts[String(row.status)] = Number(row.n)
  return counts
}

/** Moves an order between statuses only from the expected one: of two racing callers one wins. */
export async function transitionOrder(
  db: Db,
  id: number | string,
  from: WithdrawStatus,
  to: WithdrawStatus,
  changes: { raw_tx?: string; tx_hash?: string; nonce?: number; error?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('withdraw_orders')
    .set({ status: to, ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', String(id))
    .where('status', '=', from)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Puts a replacement payout (a higher price, or a fresh nonce) in place of the order's current
 * one, which joins the replaced hashes and is still followed. Of two racing payers one wins.
 */
export async function replacePayout(db: Db, id: string, replacedHash: string, payout: { raw_tx: string; tx_hash: string; nonce: number }): Promise<boolean> {
  const result = await db
    .updateTable('withdraw_orders')
    .set({ ...payout, replaced_tx_hashes: sql<string[]>`array_append(replaced_tx_hashes, ${replacedHash})`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', withdrawStatuses.sending)
    .where('tx_hash', '=', replacedHash)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Keeps the node's reason for refusing the order's latest broadcast (null: it was taken), without touching updated_at: that times the wait before a re-pricing. */
export async function recordNodeRefusal(db: Db, id: string, reason: string | null): Promise<void> {
  await db.updateTable('withdraw_orders').set({ node_refusal: reason }).where('id', '=', id).where('status', '=', withdrawStatuses.sending).execute()
}

/** Makes tx_hash the payout that was mined, when an earlier one beat its replacement. */
export async function recordMinedPayout(db: Db, id: string, txHash: string): Promise<void> {
  await db.updateTable('withdraw_orders').set({ tx_hash: txHash }).where('id', '=', id).where('status', '=', withdrawStatuses.sending).execute()
}

export async function findOrderOwner(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('withdraw_orders')
    .innerJoin('users', 'users.id', 'withdraw_orders.user_id')
    .select('users.address')
    .where('withdraw_orders.id', '=', String(id))
    .executeTakeFirst()
  return row?.address
}
