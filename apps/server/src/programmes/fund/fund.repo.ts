import type { Db } from '../../db/database.ts'
import { fundTables } from './fund.table.ts'

export async function findJoin(db: Db, userId: number) {
  return fundTables(db).selectFrom('circulation_fund_joins').selectAll().where('user_id', '=', userId).executeTakeFirst()
}
export type FundJoinRow = NonNullable<Awaited<ReturnType<typeof findJoin>>>

export interface NewFundJoin {
  userId: number
  num: number
  tokenId: number
  amount: bigint
  burned: bigint
  pledged: bigint
  transactionId: string
  createdAt: Date
  beginAt: Date
  endAt: Date
}

/** Undefined when the user had already joined (the unique user_id settles races). */
export async function insertJoin(db: Db, join: NewFundJoin) {
  return fundTables(db)
    .insertInto('circulation_fund_joins')
    .values({
      user_id: join.userId,
      num: join.num,
      token_id: join.tokenId,
      amount: join.amount.toString(),
      burned: join.burned.toString(),
      pledged: join.pledged.toString(),
      transaction_id: join.transactionId,
      created_at: join.createdAt,
      begin_at: join.beginAt,
      end_at: join.endAt,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst()
}

/** Marks the join redeemed; undefined when it already was (of concurrent redeems, one gets the row). */
export async function markRedeemed(db: Db, joinId: number, at: Date) {
  return fundTables(db)
    .updateTable('circulation_fund_joins')
    .set({ redeemed_at: at })
    .where('id', '=', joinId)
    .where('redeemed_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
}

export async function linkRedeemTransaction(db: Db, joinId: number, transactionId: string) {
  await fundTables(db).updateTable('circulation_fund_joins').set({ redeem_transaction_id: transactionId }).where('id', '=', joinId).execute()
}
