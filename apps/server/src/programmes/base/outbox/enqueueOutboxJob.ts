import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { OutboxKeyReusedError } from './outboxErrors.ts'
import type { OutboxHandler } from './outboxHandler.ts'

export interface EnqueueOutboxJobParameters<Payload> {
  /** Unique per piece of work within the kind, e.g. `game-in:<nonce>`; sent across the boundary on every attempt. */
  key: string
  /** JSON (amounts as decimal strings: a bigint does not serialise, and fails here rather than later). */
  payload: Payload
  /** The caller's clock now. */
  at: Date
  /** When the first attempt is due; by default at once. */
  runAt?: Date
}

export interface EnqueueOutboxJobReturnType {
  id: string
  /** False when the same (kind, key) was enqueued before: that job stands, nothing new is written. */
  created: boolean
}

/**
 * Writes a job in the caller's database transaction, beside the change that calls for it (a
 * transfer debited and pending): the job exists exactly when that change commits. Enqueueing the
 * same (kind, key) again is one job; the same key with another payload is a bug and throws.
 */
export async function enqueueOutboxJob<Payload, Result>(
  trx: Db,
  handler: OutboxHandler<Payload, Result>,
  { key, payload, at, runAt = at }: EnqueueOutboxJobParameters<Payload>,
): Promise<EnqueueOutboxJobReturnType> {
  if (!trx.isTransaction) throw new Error('enqueueOutboxJob: call it inside the transaction of the change that calls for the job')
  const json = JSON.stringify(payload)
  const { rows } = await sql<{ id: string }>`
    insert into outbox_jobs (kind, key, payload, run_at, created_at)
    values (${handler.kind}, ${key}, ${json}::jsonb, ${runAt}::timestamptz, ${at}::timestamptz)
    on conflict (kind, key) do nothing returning id::text as id`.execute(trx)
  if (rows[0] !== undefined) return { id: rows[0].id, created: true }
  const { rows: existing } = await sql<{ id: string; same: boolean }>`
    select id::text as id, payload = ${json}::jsonb as same from outbox_jobs where kind = ${handler.kind} and key = ${key}`.execute(trx)
  const found = existing[0]
  if (found === undefined) throw new Error(`outbox job ${handler.kind}/${key} conflicted but cannot be read`)
  if (!found.same) throw new OutboxKeyReusedError(handler.kind, key)
  return { id: found.id, created: false }
}
