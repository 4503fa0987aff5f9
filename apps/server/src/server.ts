import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { siteOrigin } from './http/siteOrigin.ts'
import { loadChainConfig } from './chain/loadChainConfig.ts'
import { loadConfig } from './config.ts'
import { createDb, databaseTarget, isPostgresUrl } from './db/createDb.ts'
import { migrateToLatest } from './db/migrate.ts'
import { createWalletContext } from './modules/wallet/walletContext.ts'
import { startWorkers } from './workers/startWorkers.ts'
import { createProgrammes, type Programmes } from './programmes/base/createProgrammes.ts'
import { programmeList } from './programmes/programmeList.ts'
import { programmeWorkerSteps } from './programmes/base/programmeWorkerSteps.ts'
import { createTokenContext } from './modules/token/tokenContext.ts'
import { startTokenWorkers } from './workers/startTokenWorkers.ts'
import { createPoolKeeperContext, returnPoolSharesOnce, type PoolKeeperContext } from './workers/poolKeeper.ts'

export interface RunningServer {
  app: FastifyInstance
  /** Base URL actually listened on (the port is real even when PORT=0). */
  url: string
  close(): Promise<void>
  /** The programme context and settlement runner (the devnet seed funds pools through them). */
  programmes: Programmes
}

/** Config, chain, migrated database and a listening app: what `main.ts` and `npm start` share. */
export async function startServer(env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  const config = loadConfig(env)
  const chain = loadChainConfig(config)
  const db = createDb(databaseTarget(config))
  await migrateToLatest(db)
  const programmes = createProgrammes({ config, db, chain, definitions: programmeList })
  const origin = siteOrigin(config)
  const app = await buildApp({ config, db, chain, programmes, origin })
  const url = await app.listen({ port: config.port, host: config.host })
  // A devnet without PUBLIC_ORIGIN signs in on the address it listens on (npm start prints it).
  origin.listenedAt(url)
  app.log.info(`hapdex API at ${url}/api (docs: ${url}/api/docs)`)
  const keeper = createPoolKeeperContext({ db, config, chain, clock: programmes.ctx.clock })
  const keepPoolShares = async (context: PoolKeeperContext) => {
    for (const { pair, reason } of (await returnPoolSharesOnce(context)).refused) app.log.warn({ pair, reason }, `the node refused the keeper's returnToPool call for ${pair}: ${reason}`)
  }
  const keeperSteps = keeper === undefined ? [] : [() => keepPoolShares(keeper)]
  const workers = startWorkers(createWalletContext({ db, config, chain }), app.log, programmeWorkerSteps(programmes, (message, error) => app.log.error({ err: error }, message)), keeperSteps)
  const tokenWorkers = startTokenWorkers(
    createTokenContext({ db, chain, reorgDepth: config.indexerReorgDepth, clock: programmes.ctx.clock }),
    { indexerPollMs: config.indexerPollMs, snapshotPollMs: config.priceSnapshotPollMs, leaderLocked: isPostgresUrl(databaseTarget(config)) },
    app.log,
  )
  return {
    app,
    url,
    programmes,
    async close() {
      await workers.stop()
      await tokenWorkers.stop()
      await app.close()
      await db.destroy()
    },
  }
}
