import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { loadChainConfig } from './chain/loadChainConfig.ts'
import { loadConfig } from './config.ts'
import { createDb, databaseTarget } from './db/createDb.ts'
import { migrateToLatest } from './db/migrate.ts'

export interface RunningServer {
  app: FastifyInstance
  /** Base URL actually listened on (the port is real even when PORT=0). */
  url: string
  close(): Promise<void>
}

/** Config, chain, migrated database and a listening app: what `main.ts` and `npm start` share. */
export async function startServer(env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  const config = loadConfig(env)
  const chain = loadChainConfig(config)
  const db = createDb(databaseTarget(config))
  await migrateToLatest(db)
  const app = await buildApp({ config, db, chain })
  const url = await app.listen({ port: config.port, host: config.host })
  app.log.info(`hapdex API at ${url}/api (docs: ${url}/api/docs)`)
  return {
    app,
    url,
    async close() {
      await app.close()
      await db.destroy()
    },
  }
}
