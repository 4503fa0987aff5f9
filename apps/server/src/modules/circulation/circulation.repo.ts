import type { Db } from '../../db/database.ts'

export async function fundSettings(db: Db) {
  return db.selectFrom('circulation_fund_config').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
}

export async function saveFundSettings(db: Db, values: { open: boolean; fundAmount: bigint }) {
  await db
    .updateTable('circulation_fund_config')
    .set({ open: values.open, fund_amount: values.fundAmount.toString(), updated_at: new Date() })
    .where('id', '=', 1)
    .execute()
}

export async function findJoin(db: Db, userId: number) {
  return db.selectFrom('circulation_fund_joins').select(['num', 'amount']).where('user_id', '=', userId).executeTakeFirst()
}

/** Undefined when the user had already joined (the unique user_id settles races). */
export async function insertJoin(db: Db, values: { userId: number; num: number; tokenId: number; amount: bigint; transactionId: string }) {
  return db
    .insertInto('circulation_fund_joins')
    .values({ user_id: values.userId, num: values.num, token_id: values.tokenId, amount: values.amount.toString(), transaction_id: values.transactionId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst()
}

export async function joinTotals(db: Db) {
  const row = await db
    .selectFrom('circulation_fund_joins')
    .select((eb) => [eb.fn.countAll<string | number | bigint>().as('users'), eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('amount')])
    .executeTakeFirstOrThrow()
  return { users: Number(row.users), amount: BigInt(row.amount) }
}
