import { runOutboxOnce, type OutboxRunner, type RunOutboxOnceOptions } from './runOutboxOnce.ts'

export interface CreateOutboxWorkerStepParameters extends OutboxRunner {
  /** The worker's logger: `(message, error) => logger.error({ err: error }, message)`. */
  log: (message: string, error?: unknown) => void
  limit?: number
}

/**
 * The outbox as one step of the leader's worker pass. It never throws: a failing outbox (its
 * database errors included) is logged and must not hold up deposits, payouts or settlement in
 * the same pass; its claimed jobs fall due again after their lease. Jobs that died are logged,
 * one line each, for operators (listOutboxJobs shows them with their errors).
 */
export function createOutboxWorkerStep({ log, limit, ...runner }: CreateOutboxWorkerStepParameters): () => Promise<void> {
  const options: RunOutboxOnceOptions = limit === undefined ? {} : { limit }
  return async () => {
    if (runner.handlers.size === 0) return
    try {
      const { dead } = await runOutboxOnce(runner, options)
      for (const job of dead) log(`outbox job ${job.id} (${job.kind} ${job.key}) is dead (${job.reason}): ${job.error}`)
    } catch (error) {
      log('outbox pass failed', error)
    }
  }
}
