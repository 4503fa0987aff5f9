import type { Db } from '../../../db/database.ts'
import type { OutboxDeadReason, OutboxJobStatus, OutboxTables } from './outbox.table.ts'

export interface ListOutboxJobsParameters {
  /** `dead` is what operators watch: jobs given up, with their last error. */
  status?: OutboxJobStatus
  kind?: string
  /** Newest first; at most 500. */
  limit?: number
  /** Paging: jobs with a smaller id than this one. */
  beforeId?: string
}

export interface OutboxJobView {
  id: string
  kind: string
  key: string
  payload: unknown
  status: OutboxJobStatus
  attempts: number
  /** When a pending job is next due (a retry, or the end of the running attempt's lease). */
  runAt: Date
  lastError: string | null
  deadReason: OutboxDeadReason | null
  createdAt: Date
  finishedAt: Date | null
}

/** The outbox as operators see it: newest first, filtered by status and kind. */
export async function listOutboxJobs(db: Db, { status, kind, limit = 100, beforeId }: ListOutboxJobsParameters = {}): Promise<OutboxJobView[]> {
  let query = db.withTables<OutboxTables>().selectFrom('outbox_jobs').selectAll().orderBy('id', 'desc').limit(Math.min(Math.max(limit, 1), 500))
  if (status !== undefined) query = query.where('status', '=', status)
  if (kind !== undefined) query = query.where('kind', '=', kind)
  if (beforeId !== undefined) query = query.where('id', '<', beforeId)
  const rows = await query.execute()
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    key: row.key,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    runAt: row.run_at,
    lastError: row.last_error,
    deadReason: row.dead_reason,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  }))
}
