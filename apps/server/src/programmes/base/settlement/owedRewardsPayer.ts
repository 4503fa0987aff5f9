import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { catalogToken, toDecimal, type TokenSettings } from '../../../modules/wallet/tokenCatalog.ts'
import { lockSystemAccount } from '../pools/systemBalance.ts'
import type { ProgrammeContext } from '../programmeContext.ts'
import { sweepIncoming } from './incomingSweep.ts'
import { createSettlementLines, payLinesFromPool, postSettlementLines } from './settlementLines.ts'

/** One day of one job whose rewards a pool still owes. */
export interface OwedDay {
  job: string
  day: string
  pool: string
  tokenId: number
  amount: bigint
  users: number
}

/** What pools still owe, oldest day first; of one job and day when given. */
export async function owedDays(db: Db, of?: { job: string; day: string }): Promise<OwedDay[]> {
  const { rows } = await sql<{ job: string; day: string; pool: string; token_id: number; amount: string; users: string }>`
    select job, day::text as day, pool, token_id, sum(amount)::text as amount, count(distinct user_id)::text as users
    from programme_owed_rewards where paid_transaction_id is null
      ${of === undefined ? sql`` : sql`and job = ${of.job} and day = ${of.day}::date`}
    group by pool, token_id, day, job order by day, job, pool, token_id`.execute(db)
  return rows.map((row) => ({ job: row.job, day: row.day, pool: row.pool, tokenId: row.token_id, amount: BigInt(row.amount), users: Number(row.users) }))
}

/** The run's words for what it left owed, e.g. "owed: 3.33 HAP from cm_pool (2 users)"; read in the run's transaction. */
export async function owedDetail(trx: Db, tokens: readonly TokenSettings[], job: string, day: string): Promise<string | undefined> {
  const owed = await owedDays(trx, { job, day })
  if (owed.length === 0) return undefined
  const parts = owed.map((entry) => {
    const token = catalogToken(tokens, entry.tokenId)
    return `${toDecimal(entry.amount, token)} ${token.symbol} from ${entry.pool} (${entry.users} users)`
  })
  return `owed: ${parts.join(', ')}`
}

/**
 * Pays what pools owe, per pool and token oldest day first, each day whole in one ledger
 * transaction with its bills (one bill per user and behavior, dated when paid), for as long as
 * the pool holds the next day's amount. Each day's payment is keyed, so a retry never pays twice.
 * Answers the days paid.
 */
export async function payOwedRewards(ctx: ProgrammeContext): Promise<OwedDay[]> {
  const paid: OwedDay[] = []
  let incoming = false
  const queues = await sql<{ pool: string; token_id: number }>`
    select distinct pool, token_id from programme_owed_rewards where paid_transaction_id is null order by pool, token_id`.execute(ctx.db)
  for (const { pool, token_id: tokenId } of queues.rows) {
    for (;;) {
      const day = await ctx.db.transaction().execute((trx) => payOldestOwedDay(trx, pool, tokenId, ctx.clock.now()))
      if (day === undefined) break
      paid.push(day.owed)
      incoming ||= day.incoming
    }
  }
  // The payments' credits to usable wait in usable_incoming like a run's (incomingSweep.ts).
  if (incoming) await sweepIncoming(ctx.db, ctx.clock.now())
  return paid
}

async function payOldestOwedDay(trx: Db, pool: string, tokenId: number, now: Date): Promise<{ owed: OwedDay; incoming: boolean } | undefined> {
  const held = await lockSystemAccount(trx, pool, tokenId)
  const { rows } = await sql<{ job: string; day: string; amount: string; users: string }>`
    select job, day::text as day, sum(amount)::text as amount, count(distinct user_id)::text as users from programme_owed_rewards
    where pool = ${pool} and token_id = ${tokenId} and paid_transaction_id is null
    group by day, job order by day, job limit 1`.execute(trx)
  const oldest = rows[0]
  if (oldest === undefined || held < BigInt(oldest.amount)) return undefined
  const owed: OwedDay = { job: oldest.job, day: oldest.day, pool, tokenId, amount: BigInt(oldest.amount), users: Number(oldest.users) }
  const which = sql`pool = ${pool} and token_id = ${tokenId} and job = ${owed.job} and day = ${owed.day}::date and paid_transaction_id is null`
  await createSettlementLines(trx)
  await sql`insert into settlement_lines (owner_kind, owner_id, token_id, purpose, amount, behavior, bill_type)
    select 'user', user_id, token_id, purpose, sum(amount), behavior, bill_type from programme_owed_rewards where ${which}
    group by user_id, token_id, purpose, behavior, bill_type order by user_id`.execute(trx)
  await payLinesFromPool(trx, pool)
  const posted = await postSettlementLines(trx, { key: `owed:${owed.job}:${owed.day}:${pool}:${tokenId}`, kind: `${owed.job}.owed`, postedAt: now })
  await sql`update programme_owed_rewards set paid_transaction_id = ${posted.transactionId}::bigint, paid_at = ${now} where ${which}`.execute(trx)
  return { owed, incoming: posted.incoming }
}
