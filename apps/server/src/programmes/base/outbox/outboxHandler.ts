import type { Db } from '../../../db/database.ts'
import type { DefiniteFailureError } from './outboxErrors.ts'

/** One claimed attempt of a job, as its handler receives it. */
export interface OutboxJob<Payload> {
  id: string
  kind: string
  /** The idempotency key: the same on every attempt, to be sent across the boundary with the work. */
  key: string
  payload: Payload
  /** 1 on the first attempt. */
  attempt: number
  createdAt: Date
}

export interface RetryPolicy {
  /** After this many attempts failed with retryable errors the job dies as `exhausted`. */
  maxAttempts: number
  /** The delay after the first failure; each later one doubles, up to maxDelaySeconds. */
  firstDelaySeconds: number
  maxDelaySeconds: number
  /**
   * How long an attempt may run. The claim moves the job's due time this far ahead, so a runner
   * that dies mid-attempt leaves a job that falls due again by itself; the runner also gives up on
   * an attempt that outlives it (the handler's signal aborts) and counts it as a retryable failure.
   */
  leaseSeconds: number
}

/** About 3.4 hours of retries (10 s, 20 s, … capped at 1 h) before a job is given up to reconciliation. */
export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 12, firstDelaySeconds: 10, maxDelaySeconds: 3_600, leaseSeconds: 120 }

/**
 * The work of one kind of job. `run` happens outside any database transaction and must be
 * idempotent on `job.key`: after a crash between its success and the record of it, it runs again
 * with the same key, and the other side must answer "already done". The hooks run inside the
 * transaction that records the outcome, so a two-phase change (a transfer pending → confirmed,
 * or reversed) commits together with the job's state.
 */
export interface OutboxHandler<Payload = unknown, Result = unknown> {
  kind: string
  run(job: OutboxJob<Payload>, signal: AbortSignal): Promise<Result>
  /** Second phase on success (e.g. the transfer is confirmed). */
  onDone?(trx: Db, job: OutboxJob<Payload>, result: Result): Promise<void>
  /**
   * Second phase on a definite failure (e.g. the transfer is reversed). Never called when attempts
   * run out: then nobody knows whether the other side did the work, and undoing it could double
   * the money; the job waits dead (`exhausted`) for reconciliation or an operator.
   */
  onDefiniteFailure?(trx: Db, job: OutboxJob<Payload>, error: DefiniteFailureError): Promise<void>
  retry?: Partial<RetryPolicy>
}

/** Declares a handler with its payload and result typed; the runner sees every handler alike. */
export function defineOutboxHandler<Payload, Result = void>(handler: OutboxHandler<Payload, Result>): OutboxHandler<Payload, Result> {
  const policy = retryPolicyOf(handler as OutboxHandler)
  for (const [name, value] of Object.entries(policy)) {
    // Whole seconds of at least 1: a zero delay would rerun a failing job within the same pass.
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`outbox handler ${handler.kind}: ${name} must be a whole number of at least 1`)
  }
  return handler
}

export function retryPolicyOf(handler: OutboxHandler): RetryPolicy {
  return { ...defaultRetryPolicy, ...handler.retry }
}

/** Handlers by kind, as the runner and the worker step take them. */
export type OutboxHandlers = ReadonlyMap<string, OutboxHandler>

export function outboxHandlers(handlers: readonly OutboxHandler[]): OutboxHandlers {
  const byKind = new Map<string, OutboxHandler>()
  for (const handler of handlers) {
    if (byKind.has(handler.kind)) throw new Error(`two outbox handlers of kind ${handler.kind}`)
    byKind.set(handler.kind, handler)
  }
  return byKind
}
