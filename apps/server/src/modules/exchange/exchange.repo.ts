import type { Db } from '../../db/database.ts'

export async function listPairs(db: Db, options: { enabledOnly: boolean }) {
  let query = db.selectFrom('exchange_pairs').selectAll()
  if (options.enabledOnly) query = query.where('enabled', '=', true)
  return query.orderBy('sort_order').orderBy('id').execute()
}

export async function findEnabledPair(db: Db, t1Id: number, t2Id: number) {
  return db.selectFrom('exchange_pairs').selectAll().where('t1_id', '=', t1Id).where('t2_id', '=', t2Id).where('enabled', '=', true).executeTakeFirst()
}

export interface NewExchangeOrder {
  userId: number
  t1Id: number
  t2Id: number
  amount: bigint
  rate: string
  feeRate: string
  fee: bigint
  received: bigint
  transactionId: string
}

export async function insertExchangeOrder(db: Db, order: NewExchangeOrder) {
  return db
    .insertInto('exchange_orders')
    .values({
      user_id: order.userId,
      t1_id: order.t1Id,
      t2_id: order.t2Id,
      amount: order.amount.toString(),
      exchange_rate: order.rate,
      fee_rate: order.feeRate,
      fee: order.fee.toString(),
      received: order.received.toString(),
      transaction_id: order.transactionId,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function listExchangeOrders(db: Db, userId: number, page: number, pageSize: number) {
  return db
    .selectFrom('exchange_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
}

export type ExchangeOrderRow = Awaited<ReturnType<typeof insertExchangeOrder>>
