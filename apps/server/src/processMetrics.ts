import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type pg from 'pg'
import type { Registry } from 'prom-client'
import { createPublicClient, http } from 'viem'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import { checkFigures } from './modules/metrics/checkFigures.ts'
import { chainReaderFigures } from './modules/metrics/chainReaderFigures.ts'
import { createFigureRound, type FigureRound, type MetricsLog } from './modules/metrics/figureRound.ts'
import type { FigureSources } from './modules/metrics/figureSources.ts'
import { hotWalletFigures } from './modules/metrics/hotWalletFigures.ts'
import { startMetricsListener, type MetricsListener } from './modules/metrics/metricsListener.ts'
import { payoutFigures } from './modules/metrics/payoutFigures.ts'
import { registerPoolMetrics } from './modules/metrics/poolMetrics.ts'
import { outboxFigures } from './programmes/base/outbox/outboxFigures.ts'
import type { Programmes } from './programmes/base/createProgrammes.ts'
import type { ProgrammeContext } from './programmes/base/programmeContext.ts'
import { settlementFigures } from './programmes/base/settlement/settlementFigures.ts'

/** The money figures and the programmes' (the base's tables), composed here: resources do not import programmes. */
export function registerFigures(round: FigureRound, sources: FigureSources, programmes: ProgrammeContext): void {
  for (const group of [hotWalletFigures, payoutFigures, chainReaderFigures, checkFigures]) round.add(group(round, sources))
  round.add(settlementFigures(round, programmes))
  round.add(outboxFigures(round, programmes))
}

export interface ServeProcessMetricsParameters {
  registry: Registry
  /** METRICS_PORT. */
  port: number
  config: Config
  db: Db
  /** The PostgreSQL pools of the process; none on PGlite. */
  pools: readonly pg.Pool[]
  chain: ChainConfig
  programmes: Programmes
  log: MetricsLog
}

/**
 * What startServer adds to the process's registry once its logger exists (the HTTP figures are
 * the app's, buildApp's `metrics`), and the listener on METRICS_PORT. Every role reads the same
 * figures of the shared database: N api processes report the same backlog N times, each under its
 * own instance label, so rules take max() over them (docs/deploy.md).
 */
export async function serveProcessMetrics({ registry, port, config, db, pools, chain, programmes, log }: ServeProcessMetricsParameters): Promise<MetricsListener> {
  registerPoolMetrics(registry, pools)
  const sources: FigureSources = {
    db,
    publicClient: createPublicClient({ transport: http(chain.rpcUrls[0]) }),
    tokens: programmes.ctx.tokens,
    hotWalletAddress: config.hotWallet?.address,
    now: () => programmes.ctx.clock.now(),
    withdrawPaused: config.withdrawPaused,
  }
  registerFigures(createFigureRound(registry, log), sources, programmes.ctx)
  const listener = await startMetricsListener({ registry, host: config.host, port, log })
  log.info(`hapdex metrics at ${listener.url}/metrics`)
  return listener
}
