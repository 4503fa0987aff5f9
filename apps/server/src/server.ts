import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type pg from 'pg'
import { pino } from 'pino'
import type { Registry } from 'prom-client'
import { buildApp } from './app.ts'
import { siteOrigin } from './http/siteOrigin.ts'
import { loadChainConfig } from './chain/loadChainConfig.ts'
import { verifyChainContracts } from './chain/verifyChainContracts.ts'
import { loadConfig, type Config, type PoolConfig, type ProcessRole } from './config.ts'
import type { Db } from './db/database.ts'
import { createDb, createPostgresDb, createPostgresPool, databaseTarget, isPostgresUrl } from './db/createDb.ts'
import { createMetricsRegistry } from './modules/metrics/metricsRegistry.ts'
import { serveProcessMetrics } from './processMetrics.ts'
import { migrateToLatest } from './db/migrate.ts'
import { createWalletContext } from './modules/wallet/walletContext.ts'
import { createLeaderSession, type LeaderSession } from './workers/leaderLock.ts'
import { startWorkers, type Workers } from './workers/startWorkers.ts'
import { createProgrammes, type Programmes } from './programmes/base/createProgrammes.ts'
import { programmeList } from './programmes/programmeList.ts'
import { programmeWorkerSteps } from './programmes/base/programmeWorkerSteps.ts'
import { createTokenContext } from './modules/token/tokenContext.ts'
import { startTokenWorkers } from './workers/startTokenWorkers.ts'
import { createPoolKeeperContext, returnPoolSharesOnce, type PoolKeeperContext } from './workers/poolKeeper.ts'

export interface RunningServer {
  role: ProcessRole
  /** The HTTP app; undefined in a `worker` process, which serves no HTTP. */
  app: FastifyInstance | undefined
  /** Base URL actually listened on (the port is real even when PORT=0); undefined in a `worker` process. */
  url: string | undefined
  /** Where `GET /metrics` answers (decision 0048), in every role; undefined without METRICS_PORT. */
  metricsUrl: string | undefined
  log: FastifyBaseLogger
  /** The loops this process runs: none in an `api` process. */
  loops: readonly string[]
  close(): Promise<void>
  /** The programme context and settlement runner (the devnet seed funds pools through them). */
  programmes: Programmes
}

/**
 * Config, chain, migrated database, and what the role asks (decision 0044): `api` a listening
 * app and no loop, `worker` the loops and the signer and no HTTP, `all` both (npm start).
 */
export async function startServer(env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  const config = loadConfig(env)
  const chain = loadChainConfig(config, env)
  await verifyChainContracts(chain)
  const target = databaseTarget(config)
  const { pools, db, workerDb } = openDatabases(config, target)
  await migrateToLatest(db)
  const programmes = createProgrammes({ config, db, chain, definitions: programmeList })
  const metrics = config.metricsPort === undefined ? undefined : { registry: createMetricsRegistry(), port: config.metricsPort }
  const http = config.role === 'worker' ? undefined : await listen(config, db, chain, programmes, metrics?.registry)
  const log = http?.app.log ?? pino({ level: config.logLevel })
  const metricsListener = metrics === undefined ? undefined : await serveProcessMetrics({ ...metrics, config, db, pools, chain, programmes, log })
  // The worker's leader locks live on a session of their own (leaderLock.ts); PGlite is one process, which leads every loop.
  const leaders = config.role === 'api' || !isPostgresUrl(target) ? undefined : createLeaderSession(config.database.directUrl ?? target, (message, error) => log.error({ err: error }, message))
  // In role 'all' on PostgreSQL the loops work on the worker's pool, with the programmes' one (movable) clock.
  const workerProgrammes = workerDb === db ? programmes : createProgrammes({ config, db: workerDb, chain, definitions: programmeList, clock: programmes.ctx.clock })
  const workers = config.role === 'api' ? [] : startAllWorkers(config, workerDb, chain, workerProgrammes, log, leaders)
  const loops = workers.flatMap((running) => running.names)
  log.info({ role: config.role, loops }, `hapdex ${config.role} process started`)
  return {
    role: config.role,
    app: http?.app,
    url: http?.url,
    metricsUrl: metricsListener?.url,
    log,
    loops,
    programmes,
    async close() {
      await Promise.all(workers.map((running) => running.stop()))
      await http?.app.close()
      await metricsListener?.close()
      await leaders?.close()
      if (workerDb !== db) await workerDb.destroy()
      await db.destroy()
    },
  }
}

/**
 * On PostgreSQL each role has its pool (docs/deploy.md, "Connections"), so requests never wait
 * behind a settlement's work nor it behind them; `db` is the API's (or, in a worker, the worker's),
 * and migrates. PGlite is one connection for everything.
 */
function openDatabases(config: Config, target: string): { pools: pg.Pool[]; db: Db; workerDb: Db } {
  if (!isPostgresUrl(target)) {
    const db = createDb(target)
    return { pools: [], db, workerDb: db }
  }
  const pool = (settings: PoolConfig) => createPostgresPool(target, settings.max, settings)
  const apiPool = config.role === 'worker' ? undefined : pool(config.database.api)
  const workerPool = config.role === 'api' ? undefined : pool(config.database.worker)
  const pools = [apiPool, workerPool].filter((open) => open !== undefined)
  const db = createPostgresDb(pools[0]!)
  return { pools, db, workerDb: apiPool !== undefined && workerPool !== undefined ? createPostgresDb(workerPool) : db }
}

async function listen(config: Config, db: Db, chain: ChainConfig, programmes: Programmes, metrics: Registry | undefined) {
  const origin = siteOrigin(config)
  const app = await buildApp({ config, db, chain, programmes, origin, ...(metrics === undefined ? {} : { metrics }) })
  const url = await app.listen({ port: config.port, host: config.host })
  // A devnet without PUBLIC_ORIGIN signs in on the address it listens on (npm start prints it).
  origin.listenedAt(url)
  app.log.info(`hapdex API at ${url}/api (docs: ${url}/api/docs)`)
  return { app, url }
}

/** The money loops (with the signer), the programmes', the keeper's and the token indexers'. */
function startAllWorkers(config: Config, db: Db, chain: ChainConfig, programmes: Programmes, log: FastifyBaseLogger, leaders: LeaderSession | undefined): Workers[] {
  const keeper = createPoolKeeperContext({ db, config, chain, clock: programmes.ctx.clock })
  const keepPoolShares = async (context: PoolKeeperContext) => {
    for (const { pair, reason } of (await returnPoolSharesOnce(context)).refused) log.warn({ pair, reason }, `the node refused the keeper's returnToPool call for ${pair}: ${reason}`)
  }
  const keeperSteps = keeper === undefined ? [] : [() => keepPoolShares(keeper)]
  const wallet = createWalletContext({ db, config, chain, now: () => programmes.ctx.clock.now() })
  return [
    startWorkers(wallet, log, { programmeSteps: programmeWorkerSteps(programmes, (message, error) => log.error({ err: error }, message)), keeperSteps, ...(leaders === undefined ? {} : { leaders }) }),
    startTokenWorkers(
      createTokenContext({ db, chain, reorgDepth: config.indexerReorgDepth, clock: programmes.ctx.clock }),
      { indexerPollMs: config.indexerPollMs, snapshotPollMs: config.priceSnapshotPollMs, ...(leaders === undefined ? {} : { leaders }) },
      log,
    ),
  ]
}
