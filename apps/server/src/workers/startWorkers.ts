import type { FastifyBaseLogger } from 'fastify'
import { databaseTarget, isPostgresUrl } from '../db/createDb.ts'
import type { WalletContext } from '../modules/wallet/walletContext.ts'
import { watchDepositsOnce } from './depositWatcher.ts'
import { withLeaderLock } from './leaderLock.ts'
import { payWithdrawalsOnce } from './withdrawPayer.ts'
import type { SettlementRunner } from '../programmes/base/settlement/settlementRunner.ts'

export interface Workers {
  stop(): Promise<void>
}

/**
 * The deposit watcher, the withdrawal payer and the settlement runner, one pass each every interval. On PostgreSQL the
 * passes run while holding an advisory lock (one leader among API processes); PGlite is a single
 * process, so it just runs them.
 */
export function startWorkers(ctx: WalletContext, logger: FastifyBaseLogger, settlement?: SettlementRunner): Workers {
  const onPostgres = isPostgresUrl(databaseTarget(ctx.config))
  const log = (message: string, error?: unknown) => logger.error({ err: error }, message)
  const pass = async () => {
    await watchDepositsOnce(ctx, log)
    await payWithdrawalsOnce(ctx)
    // Each job's days, once each, in order; a failed or underfunded day is tried again next pass.
    await settlement?.settleDueDays()
  }
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = (onPostgres ? withLeaderLock(ctx.db, pass).then(() => undefined) : pass())
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
