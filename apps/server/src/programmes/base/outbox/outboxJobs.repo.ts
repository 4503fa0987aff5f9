import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { OutboxDeadReason } from './outbox.table.ts'

/** A claimed attempt: (id, attempts) identifies it when its outcome is recorded. */
export interface ClaimedJob {
  id: string
  kind: string
  key: string
  payload: unknown
  attempts: number
  created_at: Date
}

export type Claim = Pick<ClaimedJob, 'id' | 'attempts'>

/**
 * Claims the oldest due job of the kinds given (kind → lease seconds) in one statement, its own
 * transaction: the attempt count goes up and the due time moves to the end of the lease, so the
 * job is not due again unless the attempt is never recorded. `skip locked` lets concurrent
 * runners pass over a job another is claiming instead of waiting for it, and a job another has
 * just claimed is no longer due when re-checked under the lock: no job is claimed twice.
 */
export async function claimDueJob(db: Db, leases: ReadonlyMap<string, number>, now: Date): Promise<ClaimedJob | undefined> {
  if (leases.size === 0) return undefined
  const kinds = sql.join([...leases].map(([kind, seconds]) => sql`(${kind}::text, ${seconds}::integer)`))
  const { rows } = await sql<ClaimedJob>`
    with due as (
      select o.id, k.lease_seconds from outbox_jobs o join (values ${kinds}) k(kind, lease_seconds) on k.kind = o.kind
      where o.status = 'pending' and o.run_at <= ${now}::timestamptz
      order by o.run_at, o.id limit 1
      for update of o skip locked
    )
    update outbox_jobs j set attempts = j.attempts + 1, run_at = ${now}::timestamptz + make_interval(secs => due.lease_seconds)
    from due where j.id = due.id
    returning j.id::text as id, j.kind, j.key, j.payload, j.attempts, j.created_at`.execute(db)
  return rows[0]
}

/** Each update below applies only to the claim it names: false when a newer claim or an operator took the job. */
const stillClaimed = (claim: Claim) => sql`id = ${claim.id}::bigint and attempts = ${claim.attempts}::integer and status = 'pending'`

export async function markJobDone(trx: Db, claim: Claim, at: Date): Promise<boolean> {
  const { rows } = await sql`update outbox_jobs set status = 'done', last_error = null, finished_at = ${at}::timestamptz
    where ${stillClaimed(claim)} returning id`.execute(trx)
  return rows.length === 1
}

export async function rescheduleJob(db: Db, claim: Claim, runAt: Date, error: string): Promise<boolean> {
  const { rows } = await sql`update outbox_jobs set run_at = ${runAt}::timestamptz, last_error = ${error}
    where ${stillClaimed(claim)} returning id`.execute(db)
  return rows.length === 1
}

export async function markJobDead(trx: Db, claim: Claim, reason: OutboxDeadReason, error: string, at: Date): Promise<boolean> {
  const { rows } = await sql`update outbox_jobs set status = 'dead', dead_reason = ${reason}, last_error = ${error}, finished_at = ${at}::timestamptz
    where ${stillClaimed(claim)} returning id`.execute(trx)
  return rows.length === 1
}
