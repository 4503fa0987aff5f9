import type { FastifyBaseLogger } from 'fastify'
import { databaseTarget, isPostgresUrl } from '../db/createDb.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { watchDepositsOnce } from './depositWatcher.ts'
import { leaderLocks, withLeaderLock } from './leaderLock.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'

export interface Workers {
  stop(): Promise<void>
}

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
  const money = startLoop(ctx, leaderLocks.money, log, async () => {
    await watchDepositsOnce(ctx, log)
    await payWithdrawalsOnce(ctx)
  })
  // Each job's days, once each, in order; a failed day is tried again next pass, an underfunded one once its pool is funded.
  const programmes = startLoop(ctx, leaderLocks.programmes, log, async () => {
    for (const step of programmeSteps) await step()
  })
  const keeper = keeperSteps.length === 0 ? undefined : startLoop(ctx, leaderLocks.keeper, log, async () => {
    for (const step of keeperSteps) await step()
  })
  return {
    async stop() {
      await Promise.all([money.stop(), programmes.stop(), keeper?.stop()])
    },
  }
}

function startLoop(ctx: WalletContext, lock: number, log: (message: string, error?: unknown) => void, pass: () => Promise<void>): Workers {
  const onPostgres = isPostgresUrl(databaseTarget(ctx.config))
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = (onPostgres ? withLeaderLock(ctx.db, lock, pass).then(() => undefined) : pass())
      .catch((error: unknown) => log('worker pass failed', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, ctx.config.workerIntervalMs)
      })
  }
  tick()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
