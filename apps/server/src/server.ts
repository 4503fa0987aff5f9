import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { buildApp } from './app.ts'
import { siteOrigin } from './http/siteOrigin.ts'
import { loadChainConfig } from './chain/loadChainConfig.ts'
import { loadConfig, type Config, type ProcessRole } from './config.ts'
import type { Db } from './db/database.ts'
import { createDb, databaseTarget, isPostgresUrl } from './db/createDb.ts'
import { migrateToLatest } from './db/migrate.ts'
import { createWalletContext } from './modules/wallet/walletContext.ts'
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
  const chain = loadChainConfig(config)
  const db = createDb(databaseTarget(config))
  await migrateToLatest(db)
  const programmes = createProgrammes({ config, db, chain, definitions: programmeList })
  const http = config.role === 'worker' ? undefined : await listen(config, db, chain, programmes)
  const log = http?.app.log ?? pino({ level: config.logLevel })
  const workers = config.role === 'api' ? [] : startAllWorkers(config, db, chain, programmes, log)
  const loops = workers.flatMap((running) => running.names)
  log.info({ role: config.role, loops }, `hapdex ${config.role} process started`)
  return {
    role: config.role,
    app: http?.app,
    url: http?.url,
    log,
    loops,
    programmes,
    async close() {
      await Promise.all(workers.map((running) => running.stop()))
      await http?.app.close()
      await db.destroy()
    },
  }
}

async function listen(config: Config, db: Db, chain: ChainConfig, programmes: Programmes) {
  const origin = siteOrigin(config)
  const app = await buildApp({ config, db, chain, programmes, origin })
  const url = await app.listen({ port: config.port, host: config.host })
  // A devnet without PUBLIC_ORIGIN signs in on the address it listens on (npm start prints it).
  origin.listenedAt(url)
  app.log.info(`hapdex API at ${url}/api (docs: ${url}/api/docs)`)
  return { app, url }
}

/** The money loops (with the signer), the programmes', the keeper's and the token indexers'. */
function startAllWorkers(config: Config, db: Db, chain: ChainConfig, programmes: Programmes, log: FastifyBaseLogger): Workers[] {
  const keeper = createPoolKeeperContext({ db, config, chain, clock: programmes.ctx.clock })
  const keepPoolShares = async (context: PoolKeeperContext) => {
    for (const { pair, reason } of (await returnPoolSharesOnce(context)).refused) log.warn({ pair, reason }, `the node refused the keeper's returnToPool call for ${pair}: ${reason}`)
  }
  const keeperSteps = keeper === undefined ? [] : [() => keepPoolShares(keeper)]
  const wallet = createWalletContext({ db, config, chain, now: () => programmes.ctx.clock.now() })
  return [
    startWorkers(wallet, log, programmeWorkerSteps(programmes, (message, error) => log.error({ err: error }, message)), keeperSteps),
    startTokenWorkers(
      createTokenContext({ db, chain, reorgDepth: config.indexerReorgDepth, clock: programmes.ctx.clock }),
      { indexerPollMs: config.indexerPollMs, snapshotPollMs: config.priceSnapshotPollMs, leaderLocked: isPostgresUrl(databaseTarget(config)) },
      log,
    ),
  ]
}
