import type { FastifyBaseLogger } from 'fastify'
import { databaseTarget, isPostgresUrl } from '../db/createDb.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { watchDepositsOnce } from './depositWatcher.ts'
import { leaderLocks } from './leaderLock.ts'
import { startWorkerLoop, type Workers } from './workerLoop.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

export type { Workers } from './workerLoop.ts'

/** One pass of a loop's work; a loop runs its steps in order, then waits an interval. */
export type WorkerStep = () => Promise<unknown>

/**
 * Two loops, each with a leader of its own among API processes on PostgreSQL (PGlite is a single
 * process, so it just runs them): money (the deposit watcher, the withdrawal payer) and
 * programmes (daily settlements, retried work). A long settlement never holds up a deposit or a
 * payout (decision 0015). A third, the keeper's (returnToPool calls, decision 0037), runs when it
 * has steps: its transactions take one key's nonces, so one process alone sends them.
 */
export function startWorkers(ctx: WalletContext, logger: FastifyBaseLogger, programmeSteps: readonly WorkerStep[] = [], keeperSteps: readonly WorkerStep[] = []): Workers {
  const log = (message: string, error?: unknown) => logger.error({ err: error }, message)
  const onPostgres = isPostgresUrl(databaseTarget(ctx.config))
  const startLoop = (name: string, lock: number, pass: () => Promise<void>) =>
    startWorkerLoop({ name, intervalMs: ctx.config.workerIntervalMs, pass, log, ...(onPostgres ? { leader: { db: ctx.db, lock } } : {}) })
  const money = startLoop('money worker', leaderLocks.money, async () => {
    await watchDepositsOnce(ctx, log)
    for (const { order, reason } of (await payWithdrawalsOnce(ctx)).refused) logger.warn({ order, reason }, `the node refused withdrawal ${order}'s payout: ${reason}`)
  })
  // Each job's days, once each, in order; a failed day is tried again next pass, an underfunded one once its pool is funded.
  const programmes = startLoop('programmes worker', leaderLocks.programmes, async () => {
    for (const step of programmeSteps) await step()
  })
  const keeper = keeperSteps.length === 0 ? undefined : startLoop('keeper worker', leaderLocks.keeper, async () => {
    for (const step of keeperSteps) await step()
  })
  return {
    async stop() {
      await Promise.all([money.stop(), programmes.stop(), keeper?.stop()])
    },
  }
}
