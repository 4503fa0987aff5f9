import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** A programme's records shown from the bills its postings wrote (claims, accruals, releases). */

/** Sum of a user's bills per behavior, for the behaviors asked. */
export async function billSums(db: Db, userId: number, behaviors: readonly number[]): Promise<Map<number, bigint>> {
  const { rows } = await sql<{ behavior: number; total: string }>`
    select behavior, sum(amount)::text as total from bills
    where user_id = ${userId} and behavior = any(${sql.val(behaviors as number[])}::integer[]) group by behavior`.execute(db)
  return new Map(rows.map((row) => [row.behavior, BigInt(row.total)]))
}

export async function listBillsOfBehaviors(db: Db, userId: number, behaviors: readonly number[], limit: number, offset: number) {
  return db
    .selectFrom('bills')
    .select(['id', 'behavior', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('behavior', 'in', behaviors as number[])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}
