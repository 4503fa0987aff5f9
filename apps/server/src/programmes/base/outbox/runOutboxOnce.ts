import type { Db } from '../../../db/database.ts'
import type { Clock } from '../clock.ts'
import type { OutboxDeadReason } from './outbox.table.ts'
import { DefiniteFailureError } from './outboxErrors.ts'
import { retryPolicyOf, type OutboxHandler, type OutboxHandlers, type OutboxJob } from './outboxHandler.ts'
import { claimDueJob, markJobDead, markJobDone, rescheduleJob, type ClaimedJob } from './outboxJobs.repo.ts'
import { retryDelaySeconds } from './retryDelay.ts'

export interface OutboxRunner {
  db: Db
  /** Due times, retries and leases all read this clock: tests move a manual one. */
  clock: Clock
  handlers: OutboxHandlers
}

export interface RunOutboxOnceOptions {
  /** Attempts one pass makes at most, so a long queue never holds up the worker's other work. */
  limit?: number
  hooks?: {
    /** After an attempt succeeded and before its success is recorded (tests inject a crash here). */
    afterRun?: (job: OutboxJob<unknown>) => Promise<void>
    /** The signal an attempt runs under; by default it aborts when the lease runs out. */
    attemptSignal?: (leaseSeconds: number) => AbortSignal
  }
}

export interface OutboxDeadJob {
  id: string
  kind: string
  key: string
  reason: OutboxDeadReason
  error: string
}

export interface RunOutboxOnceReturnType {
  done: number
  retried: number
  dead: OutboxDeadJob[]
  /** Attempts whose outcome was not recorded because the job had been claimed again meanwhile. */
  superseded: number
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown }

/**
 * One pass of the outbox: claims due jobs one at a time, runs each handler outside any database
 * transaction under its lease, and records the outcome: done; or, on a retryable error, due again
 * after a backoff; or dead, at once on a DefiniteFailureError and when attempts run out. Errors of
 * the database itself propagate (the pass stops; claimed jobs fall due again after their lease).
 */
export async function runOutboxOnce(runner: OutboxRunner, options: RunOutboxOnceOptions = {}): Promise<RunOutboxOnceReturnType> {
  const summary: RunOutboxOnceReturnType = { done: 0, retried: 0, dead: [], superseded: 0 }
  const leases = new Map([...runner.handlers].map(([kind, handler]) => [kind, retryPolicyOf(handler).leaseSeconds]))
  const limit = options.limit ?? 100
  for (let count = 0; count < limit; count++) {
    const claimed = await claimDueJob(runner.db, leases, runner.clock.now())
    if (claimed === undefined) break
    const handler = runner.handlers.get(claimed.kind)
    if (handler === undefined) throw new Error(`claimed an outbox job of kind ${claimed.kind} without a handler`)
    const job = jobOf(claimed)
    const outcome = await attempt(handler, job, options.hooks?.attemptSignal)
    if (outcome.ok) await options.hooks?.afterRun?.(job)
    const recorded = outcome.ok ? await recordSuccess(runner, handler, job, outcome.result) : await recordFailure(runner, handler, job, outcome.error)
    if (recorded === 'superseded') summary.superseded++
    else if (recorded === 'done') summary.done++
    else if (recorded === 'retried') summary.retried++
    else summary.dead.push({ id: job.id, kind: job.kind, key: job.key, ...recorded })
  }
  return summary
}

function jobOf(claimed: ClaimedJob): OutboxJob<unknown> {
  return { id: claimed.id, kind: claimed.kind, key: claimed.key, payload: claimed.payload, attempt: claimed.attempts, createdAt: claimed.created_at }
}

const claimOf = (job: OutboxJob<unknown>) => ({ id: job.id, attempts: job.attempt })

async function attempt(handler: OutboxHandler, job: OutboxJob<unknown>, signalFor = (seconds: number) => AbortSignal.timeout(seconds * 1000)): Promise<Outcome> {
  const leaseSeconds = retryPolicyOf(handler).leaseSeconds
  const signal = signalFor(leaseSeconds)
  // A handler that ignores its signal is not waited for past the lease: the pass moves on, and the
  // job is retried with the same key, which the other side must treat as the same request.
  const outlived = new Promise<never>((_, reject) => {
    const abandon = () => reject(new Error(`the attempt outlived its lease of ${leaseSeconds} s`))
    if (signal.aborted) abandon()
    else signal.addEventListener('abort', abandon, { once: true })
  })
  try {
    return { ok: true, result: await Promise.race([handler.run(job, signal), outlived]) }
  } catch (error) {
    return { ok: false, error }
  }
}

type Recorded = 'done' | 'retried' | 'superseded' | { reason: OutboxDeadReason; error: string }

/** Done and the handler's second phase commit together; if that phase fails, the attempt counts as failed. */
async function recordSuccess(runner: OutboxRunner, handler: OutboxHandler, job: OutboxJob<unknown>, result: unknown): Promise<Recorded> {
  try {
    const marked = await runner.db.transaction().execute(async (trx) => {
      if (!(await markJobDone(trx, claimOf(job), runner.clock.now()))) return false
      await handler.onDone?.(trx, job, result)
      return true
    })
    return marked ? 'done' : 'superseded'
  } catch (error) {
    return recordFailure(runner, handler, job, error)
  }
}

async function recordFailure(runner: OutboxRunner, handler: OutboxHandler, job: OutboxJob<unknown>, error: unknown): Promise<Recorded> {
  const text = errorText(error)
  const now = runner.clock.now()
  if (error instanceof DefiniteFailureError) {
    try {
      // Dead and the compensation (the handler's second phase) commit together.
      const marked = await runner.db.transaction().execute(async (trx) => {
        if (!(await markJobDead(trx, claimOf(job), 'definite', text, now))) return false
        await handler.onDefiniteFailure?.(trx, job, error)
        return true
      })
      return marked ? { reason: 'definite', error: text } : 'superseded'
    } catch (compensation) {
      // Not dead without its compensation: retried (the other side refuses again, and the compensation is tried again).
      return retryOrGiveUp(runner, handler, job, `${text}; compensation failed: ${errorText(compensation)}`)
    }
  }
  return retryOrGiveUp(runner, handler, job, text)
}

async function retryOrGiveUp(runner: OutboxRunner, handler: OutboxHandler, job: OutboxJob<unknown>, text: string): Promise<Recorded> {
  const policy = retryPolicyOf(handler)
  const now = runner.clock.now()
  if (job.attempt >= policy.maxAttempts) {
    // No compensation: whether the other side did the work is unknown; reconciliation decides.
    return (await markJobDead(runner.db, claimOf(job), 'exhausted', text, now)) ? { reason: 'exhausted', error: text } : 'superseded'
  }
  const runAt = new Date(now.getTime() + retryDelaySeconds(job.attempt, policy) * 1000)
  return (await rescheduleJob(runner.db, claimOf(job), runAt, text)) ? 'retried' : 'superseded'
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 2_000)
}
