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
  config_versions: Record<string, number>
  prices: Record<string, string>
  /** What an underfunded run lacked: the account, its token and what the day needed of it. */
  shortfall_purpose: string | null
  shortfall_token_id: number | null
  shortfall_needed: string | null
  started_at: Date
  finished_at: Date | null
}

/** What a run was settled with (see SettlementDay.config and .price). */
export interface RunInputs {
  configVersions: Record<string, number>
  prices: Record<string, string>
}

export interface Shortfall {
  purpose: string
  tokenId: number
  needed: bigint
}

// `day` as text: drivers turn a date into a local-midnight Date, which shifts it in other zones.
const runColumns = sql`id::text as id, job, day::text as day, status, users, totals, detail, attempts, transaction_id::text as transaction_id,
  config_versions, prices, shortfall_purpose, shortfall_token_id, shortfall_needed::text as shortfall_needed, started_at, finished_at`

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

export interface FinishedRun {
  users: number
  totals: Record<string, string>
  detail: string
  transactionId: string | undefined
  inputs: RunInputs
  /** The run booked credits to usable_incoming: the sweep after it is due. */
  incoming: boolean
  at: Date
}

export async function finishRun(trx: Db, id: string, values: FinishedRun): Promise<SettlementRunRow> {
  const { rows } = await sql<SettlementRunRow>`
    update settlement_runs set status = 'done', users = ${values.users}, totals = ${JSON.stringify(values.totals)}::jsonb,
      detail = ${values.detail}, transaction_id = ${values.transactionId ?? null}, finished_at = ${values.at}, incoming_pending = ${values.incoming},
      config_versions = ${JSON.stringify(values.inputs.configVersions)}::jsonb, prices = ${JSON.stringify(values.inputs.prices)}::jsonb,
      shortfall_purpose = null, shortfall_token_id = null, shortfall_needed = null
    where id = ${id} returning ${runColumns}`.execute(trx)
  return rows[0]!
}

export interface UnfinishedRun {
  status: 'underfunded' | 'failed' | 'waiting'
  detail: string
  inputs: RunInputs
  shortfall?: Shortfall | undefined
  at: Date
}

/** A run that posted nothing: its status and why, outside the rolled-back transaction. */
export async function recordUnfinishedRun(db: Db, job: string, day: string, { status, detail, inputs, shortfall, at }: UnfinishedRun): Promise<SettlementRunRow> {
  const versions = JSON.stringify(inputs.configVersions)
  const prices = JSON.stringify(inputs.prices)
  const needed = shortfall?.needed.toString() ?? null
  const { rows } = await sql<SettlementRunRow>`
    insert into settlement_runs (job, day, status, attempts, detail, config_versions, prices, shortfall_purpose, shortfall_token_id, shortfall_needed, started_at, finished_at)
    values (${job}, ${day}::date, ${status}, 1, ${detail}, ${versions}::jsonb, ${prices}::jsonb, ${shortfall?.purpose ?? null}, ${shortfall?.tokenId ?? null}, ${needed}::numeric, ${at}, ${at})
    on conflict (job, day) do update set status = ${status}, detail = ${detail}, finished_at = ${at}, attempts = settlement_runs.attempts + 1,
      config_versions = ${versions}::jsonb, prices = ${prices}::jsonb,
      shortfall_purpose = ${shortfall?.purpose ?? null}, shortfall_token_id = ${shortfall?.tokenId ?? null}, shortfall_needed = ${needed}::numeric
      where settlement_runs.status <> 'done'
    returning ${runColumns}`.execute(db)
  return rows[0] ?? (await findRun(db, job, day))!
}

/**
 * The job's earliest day that is not done, from its first run on: a gap left between done days
 * (a later day run by hand before this rule, or a run row removed) is found too. Undefined for a
 * job that never ran.
 */
export async function firstOpenDay(db: Db, job: string): Promise<string | undefined> {
  const { rows } = await sql<{ day: string | null }>`
    select min(d)::date::text as day
    from generate_series((select min(day) from settlement_runs where job = ${job}), (select max(day) + 1 from settlement_runs where job = ${job}), interval '1 day') d
    where not exists (select 1 from settlement_runs r where r.job = ${job} and r.day = d::date and r.status = 'done')`.execute(db)
  return rows[0]?.day ?? undefined
}

/** Runs whose usable_incoming credits no sweep has moved yet. */
export async function runsAwaitingSweep(db: Db): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id::text as id from settlement_runs where incoming_pending`.execute(db)
  return rows.map((row) => row.id)
}

/** Called after a sweep that began after these runs committed: their credits have been moved. */
export async function markRunsSwept(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await sql`update settlement_runs set incoming_pending = false where id = any(${ids.map(BigInt)}::bigint[])`.execute(db)
}

export async function listRuns(db: Db, filter: { job?: string | undefined; status?: SettlementStatus | undefined; limit: number; offset: number }): Promise<SettlementRunRow[]> {
  const { rows } = await sql<SettlementRunRow>`
    select ${runColumns} from settlement_runs
    where (${filter.job ?? null}::text is null or job = ${filter.job ?? null})
      and (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
    order by day desc, job limit ${filter.limit} offset ${filter.offset}`.execute(db)
  return rows
}
