import type { Generated } from 'kysely'

/** Migration 0021. The base reads it through `db.withTables<OutboxTables>()`: the database's row types stay the resources'. */
export interface OutboxJobsTable {
  id: Generated<string>
  kind: string
  key: string
  payload: unknown
  status: Generated<OutboxJobStatus>
  attempts: Generated<number>
  run_at: Date
  last_error: string | null
  dead_reason: OutboxDeadReason | null
  created_at: Date
  finished_at: Date | null
}

export type OutboxJobStatus = 'pending' | 'done' | 'dead'
/** `definite`: the other side refused and the handler's compensation ran; `exhausted`: attempts ran out, outcome unknown. */
export type OutboxDeadReason = 'definite' | 'exhausted'

/** A type, not an interface: Kysely's withTables wants an index signature, which only type literals have implicitly. */
export type OutboxTables = {
  outbox_jobs: OutboxJobsTable
}
