import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { lockSystemAccount } from '../pools/systemBalance.ts'

/**
 * A day's rewards its pool cannot pay (decision 0045). The day settles without them: users' own
 * money moves on its day, and a short reward pool never holds later days back. What the pool
 * could not pay is owed, per user, and paid whole per day, oldest day first, once the pool holds
 * it: a pool that still owes a day pays no later day first.
 */
export async function oweWhatPoolCannotPay(trx: Db, pool: string, behaviors: readonly number[]): Promise<Map<number, bigint>> {
  const needs = await netCredits(trx)
  for (const [tokenId, need] of needs) {
    const held = await lockSystemAccount(trx, pool, tokenId)
    if (held >= need && !(await owesAlready(trx, pool, tokenId))) continue
    await sql`
      with moved as (
        delete from settlement_lines where owner_kind = 'user' and token_id = ${tokenId} and amount > 0 and behavior = any(${sql.raw(`array[${behaviors.map(Number).join(',')}]::integer[]`)})
        returning owner_id, purpose, amount, behavior, bill_type)
      insert into programme_owed_rewards (job, day, pool, token_id, user_id, purpose, amount, behavior, bill_type, owed_at)
      select r.job, r.day, ${pool}, ${tokenId}::integer, m.owner_id, m.purpose, sum(m.amount), m.behavior, m.bill_type, r.at
      from moved m cross join settlement_run r
      group by r.job, r.day, r.at, m.owner_id, m.purpose, m.behavior, m.bill_type
      order by m.owner_id`.execute(trx)
    // What the day's other lines still need of the pool (its users' own money nets to nothing).
    const left = (await netCredits(trx, tokenId)).get(tokenId)
    if (left === undefined) needs.delete(tokenId)
    else needs.set(tokenId, left)
  }
  return needs
}

/** Per token, what the lines written so far credit in all, where that is above nothing: what a pool is to pay. */
async function netCredits(trx: Db, tokenId?: number): Promise<Map<number, bigint>> {
  const { rows } = await sql<{ token_id: number; need: string }>`
    select token_id, sum(amount)::text as need from settlement_lines ${tokenId === undefined ? sql`` : sql`where token_id = ${tokenId}`}
    group by token_id having sum(amount) > 0`.execute(trx)
  return new Map(rows.map((row) => [row.token_id, BigInt(row.need)]))
}

async function owesAlready(trx: Db, pool: string, tokenId: number): Promise<boolean> {
  const { rows } = await sql<{ owes: boolean }>`select exists (select 1 from programme_owed_rewards
    where pool = ${pool} and token_id = ${tokenId} and paid_transaction_id is null) as owes`.execute(trx)
  return rows[0]?.owes === true
}
