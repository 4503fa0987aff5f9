import type { FastifyBaseLogger } from 'fastify'
import type { TokenContext } from '../modules/token/tokenContext.ts'
import { recordDailySnapshot, seedDemoHistory } from './dailyPriceSnapshot.ts'
import { indexLiquidityOnce } from './liquidityIndexer.ts'
import { indexPairsOnce } from './pairIndexer.ts'

export interface TokenWorkerSettings {
  /** 0 disables the pair indexer. */
  indexerPollMs: number
  /** 0 disables the daily price snapshot. */
  snapshotPollMs: number
}

/**
 * The pair indexer (with the liquidity indexer after it) and the daily price snapshot, each on its own timer in the server process.
 * Both are idempotent (events keyed by tx hash and log index, snapshots by day), so two API
 * processes running them at once do no harm, and no leader lock is needed.
 */
export function startTokenWorkers(ctx: TokenContext, settings: TokenWorkerSettings, logger: FastifyBaseLogger): { stop(): Promise<void> } {
  const loops = [
    // The liquidity indexer follows the pairs the pair indexer's pass has just found (decision 0035).
    settings.indexerPollMs > 0
      ? loop('pair indexer', settings.indexerPollMs, async () => {
          await indexPairsOnce(ctx)
          await indexLiquidityOnce(ctx)
        }, logger)
      : undefined,
    settings.snapshotPollMs > 0
      ? loop('daily price snapshot', settings.snapshotPollMs, async () => {
          if ((await recordDailySnapshot(ctx)) > 0) await seedDemoHistory(ctx)
        }, logger)
      : undefined,
  ].filter((running) => running !== undefined)
  return { stop: async () => void (await Promise.all(loops.map((running) => running.stop()))) }
}

function loop(name: string, intervalMs: number, pass: () => Promise<unknown>, logger: FastifyBaseLogger) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = pass()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, `${name} pass failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs)
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
