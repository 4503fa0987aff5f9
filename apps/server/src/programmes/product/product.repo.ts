import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { referralChildren } from '../../modules/user/referralChildren.ts'
import { productTables } from './product.table.ts'

const big = (value: string | null | undefined) => BigInt(value ?? 0)

export async function productTotals(db: Db, userId: number) {
  const { rows } = await sql<{ paid: string | null; released: string | null; remain: string | null }>`
    select sum(pay_amount)::text as paid, sum(released_amount)::text as released, sum(release_amount - released_amount)::text as remain
    from product_records where user_id = ${userId}`.execute(db)
  return { paid: big(rows[0]?.paid), released: big(rows[0]?.released), remain: big(rows[0]?.remain) }
}

export async function listProductRecords(db: Db, userId: number, status: number, limit: number, offset: number) {
  let query = productTables(db)
    .selectFrom('product_records')
    .select(['id', 'pay_amount', 'release_amount', 'released_amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
  if (status !== -1) query = query.where('status', '=', status)
  return query.orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

export type ProductRecordRow = Awaited<ReturnType<typeof listProductRecords>>[number]

export async function insertProductRecord(trx: Db, values: { userId: number; pay: bigint; release: bigint; transactionId: string; at: Date }) {
  return productTables(trx)
    .insertInto('product_records')
    .values({ user_id: values.userId, pay_amount: values.pay.toString(), release_amount: values.release.toString(), status: 1, transaction_id: values.transactionId, created_at: values.at })
    .returning(['id', 'pay_amount', 'release_amount', 'released_amount', 'status', 'created_at'])
    .executeTakeFirstOrThrow()
}

/** Serialises one user's old-mint purchases, so the can_buy limit holds under concurrent requests. */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx)
}

export async function teamPay(db: Db, userId: number): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(r.pay_amount)::text as total from referral_paths p join product_records r on r.user_id = p.descendant_id
    where p.ancestor_id = ${userId}`.execute(db)
  return big(rows[0]?.total)
}

/** Direct referrals with what each paid into the old mint. */
export async function directPay(db: Db, userId: number, limit: number, offset: number) {
  return referralChildren(db, {
    parentId: userId,
    figures: { pay: (member) => sql<string>`coalesce((select sum(pay_amount) from product_records r where r.user_id = ${member}), 0)::text` },
    limit,
    offset,
  })
}
