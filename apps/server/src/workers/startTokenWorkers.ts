import type { FastifyBaseLogger } from 'fastify'
import type { TokenContext } from '../modules/token/tokenContext.ts'
import { recordDailySnapshot, seedDemoHistory } from './dailyPriceSnapshot.ts'
import { indexLiquidityOnce } from './liquidityIndexer.ts'
import { leaderLocks, type LeaderSession } from './leaderLock.ts'
import { indexPairsOnce } from './pairIndexer.ts'
import { workerHealthRecorder } from './workerHealth.ts'
import { startWorkerLoop, type Workers } from './workerLoop.ts'

export interface TokenWorkerSettings {
  /** 0 disables the pair indexer. */
  indexerPollMs: number
  /** 0 disables the daily price snapshot. */
  snapshotPollMs: number
  /** On PostgreSQL several processes may run workers: one of them runs each loop at a time. */
  leaders?: LeaderSession
}

/**
 * The pair indexer (with the liquidity indexer after it) and the daily price snapshot, each on its
 * own timer in the server process. Both are idempotent (events keyed by tx hash and log index,
 * snapshots by day), yet each has one leader among processes: otherwise every process reads the
 * same blocks, and the indexers' recorded read-through time, which cards.daily waits on (decision
 * 0037), would move back whenever a slower process finished a pass.
 */
export function startTokenWorkers(ctx: TokenContext, settings: TokenWorkerSettings, logger: FastifyBaseLogger): Workers {
  const log = (message: string, error?: unknown) => logger.error({ err: error }, message)
  const info = (message: string) => logger.info(message)
  const health = workerHealthRecorder(ctx.db)
  const loop = (name: string, lock: number, intervalMs: number, pass: () => Promise<unknown>) =>
    startWorkerLoop({ name, intervalMs, pass, log, info, health, ...(settings.leaders === undefined ? {} : { leader: { session: settings.leaders, lock } }) })
  const loops = [
    // The liquidity indexer follows the pairs the pair indexer's pass has just found (decision 0035).
    settings.indexerPollMs > 0
      ? loop('pair indexer', leaderLocks.indexers, settings.indexerPollMs, async () => {
          await indexPairsOnce(ctx)
          await indexLiquidityOnce(ctx)
        })
      : undefined,
    settings.snapshotPollMs > 0
      ? loop('daily price snapshot', leaderLocks.priceSnapshot, settings.snapshotPollMs, async () => {
          if ((await recordDailySnapshot(ctx)) > 0) await seedDemoHistory(ctx)
        })
      : undefined,
  ].filter((running) => running !== undefined)
  return { names: loops.flatMap((running) => running.names), stop: async () => void (await Promise.all(loops.map((running) => running.stop()))) }
}
