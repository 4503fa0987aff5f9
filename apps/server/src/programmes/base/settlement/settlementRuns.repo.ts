import { sql } from 'kysely'
import type { SettlementStatus } from '@hapdex/core/api/programmes'
import type { Db } from '../../../db/database.ts'

export interface SettlementRunRow {
  id: string
  job: string
  day: string
  status: SettlementStatus
  users: number
  totals: Record<string, string>
  detail: string
  attempts: number
  transaction_id: string | null
  started_at: Date
  finished_at: Date | null
}

// `day` as text: drivers turn a date into a local-midnight Date, which shifts it in other zones.
const runColumns = sql`id::text as id, job, day::text as day, status, users, totals, detail, attempts, transaction_id::text as transaction_id, started_at, finished_at`

export async function findRun(db: Db, job: string, day: string): Promise<SettlementRunRow | undefined> {
  const { rows } = await sql<SettlementRunRow>`select ${runColumns} from settlement_runs where job = ${job} and day = ${day}::date`.execute(db)
  return rows[0]
}

/**
 * Claims the (job, day) for this transaction: inserted as running, or a failed / underfunded /
 * interrupted run taken over. Undefined when the day is done. The row stays locked until the
 * transaction ends, so a second runner waits here and then finds it done.
 */
export async function claimRun(trx: Db, job: string, day: string, now: Date): Promise<SettlementRunRow | undefined> {
  const { rows } = await sql<SettlementRunRow>`
    insert into settlement_runs (job, day, status, attempts, started_at) values (${job}, ${day}::date, 'running', 1, ${now})
    on conflict (job, day) do update set status = 'running', attempts = settlement_runs.attempts + 1, started_at = ${now}, detail = ''
      where settlement_runs.status <> 'done'
    returning ${runColumns}`.execute(trx)
  return rows[0]
}

export async function finishRun(trx: Db, id: string, values: { users: number; totals: Record<string, string>; detail: string; transactionId: string | undefined; at: Date }): Promise<SettlementRunRow> {
  const { rows } = await sql<SettlementRunRow>`
    update settlement_runs set status = 'done', users = ${values.users}, totals = ${JSON.stringify(values.totals)}::jsonb,
      detail = ${values.detail}, transaction_id = ${values.transactionId ?? null}, finished_at = ${values.at}
    where id = ${id} returning ${runColumns}`.execute(trx)
  return rows[0]!
}

/** A run that posted nothing: its status and why, outside the rolled-back transaction. */
export async function recordUnfinishedRun(db: Db, job: string, day: string, status: 'underfunded' | 'failed', detail: string, at: Date): Promise<SettlementRunRow> {
  const { rows } = await sql<SettlementRunRow>`
    insert into settlement_runs (job, day, status, attempts, detail, started_at, finished_at) values (${job}, ${day}::date, ${status}, 1, ${detail}, ${at}, ${at})
    on conflict (job, day) do update set status = ${status}, detail = ${detail}, finished_at = ${at}, attempts = settlement_runs.attempts + 1
      where settlement_runs.status <> 'done'
    returning ${runColumns}`.execute(db)
  return rows[0] ?? (await findRun(db, job, day))!
}

/** The day after the job's last done day, or its earliest unfinished day; undefined for a job that never ran. */
export async function firstOpenDay(db: Db, job: string): Promise<string | undefined> {
  const { rows } = await sql<{ day: string | null }>`
    select coalesce(
      (select min(day) from settlement_runs where job = ${job} and status <> 'done' and day > coalesce((select max(day) from settlement_runs where job = ${job} and status = 'done'), '-infinity'::date)),
      (select max(day) + 1 from settlement_runs where job = ${job} and status = 'done')
    )::text as day`.execute(db)
  return rows[0]?.day ?? undefined
}

export async function listRuns(db: Db, filter: { job?: string | undefined; status?: SettlementStatus | undefined; limit: number; offset: number }): Promise<SettlementRunRow[]> {
  const { rows } = await sql<SettlementRunRow>`
    select ${runColumns} from settlement_runs
    where (${filter.job ?? null}::text is null or job = ${filter.job ?? null})
      and (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
    order by day desc, job limit ${filter.limit} offset ${filter.offset}`.execute(db)
  return rows
}
