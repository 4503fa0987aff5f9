import { sql, type Selectable } from 'kysely'
import type { Db } from '../db/database.ts'
import type { WorkerHealthTable } from '../modules/wallet/wallet.table.ts'

/** Room enough for an RPC node's or a database's reason; the rest of a stack is in the log. */
const ERROR_CHARS = 500

/** The loops whose passes are the books' checks (startWorkers): their health rows carry the verdicts /metrics reports. */
export const checkLoops = { ledger: 'ledger check', solvency: 'solvency check' } as const

/** Where a loop keeps its state for operators: one row per loop, whichever process ran its pass. */
export interface WorkerHealthRecorder {
  passed(name: string): Promise<void>
  failed(name: string, cause: string, failures: number): Promise<void>
}

export type WorkerHealthRow = Selectable<WorkerHealthTable>

/** The first line of an error's message: what changes between causes, without the stack or a node's request dump. */
export function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return (message.split('\n')[0] ?? '').slice(0, ERROR_CHARS)
}

export function workerHealthRecorder(db: Db): WorkerHealthRecorder {
  return {
    async passed(name) {
      await db
        .insertInto('worker_health')
        .values({ name, failures: 0, failing_since: null, last_error: null, last_ok_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('name').doUpdateSet({ failures: 0, failing_since: null, last_error: null, last_ok_at: sql<Date>`now()`, updated_at: sql<Date>`now()` }))
        .execute()
    },
    async failed(name, cause, failures) {
      await db
        .insertInto('worker_health')
        .values({ name, failures, failing_since: sql<Date>`now()`, last_error: cause, last_ok_at: null, updated_at: sql<Date>`now()` })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ failures, failing_since: sql<Date>`coalesce(worker_health.failing_since, now())`, last_error: cause, updated_at: sql<Date>`now()` }),
        )
        .execute()
    },
  }
}

export async function listWorkerHealth(db: Db): Promise<WorkerHealthRow[]> {
  return db.selectFrom('worker_health').selectAll().orderBy('name').execute()
}
