import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import type { Db } from './database.ts'

export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target)
}

/** Connections per process; see bench/README.md for how it was chosen. */
export const DEFAULT_POOL_MAX = 10

/** How one process's pool talks to PostgreSQL (docs/deploy.md, "Connections"). */
export interface PoolSettings {
  /** Shown in pg_stat_activity, so an operator sees which role holds which connection. */
  applicationName?: string
  /** How long a query waits for a free connection before it fails; 0 waits for ever. */
  connectionTimeoutMs?: number
  /** The server cancels a statement that runs longer; 0 for none. */
  statementTimeoutMs?: number
  /** The server ends a session left idle inside a transaction this long (a stuck handler); 0 for none. */
  idleInTransactionTimeoutMs?: number
}

/**
 * A PostgreSQL pool that survives its idle connections being dropped (server restart, a
 * `DROP DATABASE … WITH (FORCE)`): pg reports those on the pool, where an unhandled 'error'
 * would end the process; the pool has already discarded the client.
 */
export function createPostgresPool(url: string, max = DEFAULT_POOL_MAX, settings: PoolSettings = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Startup parameters, not SET statements: nothing is left on a session a transaction-mode pooler hands to another client.
    ...(settings.applicationName === undefined ? {} : { application_name: settings.applicationName }),
    ...(settings.connectionTimeoutMs ? { connectionTimeoutMillis: settings.connectionTimeoutMs } : {}),
    ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs } : {}),
  })
  pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`))
  // A connection cut while the pool hands it out (a database restart, a proxy's reset) errors on its
  // client, not the pool: unheard, it would end the process. The query on it fails on its own.
  pool.on('connect', (client) => client.on('error', (error) => console.warn(`postgres: connection lost: ${error.message}`)))
  return pool
}

export function createPostgresDb(pool: pg.Pool): Db {
  return new Kysely({ dialect: new PostgresDialect({ pool }) })
}

/**
 * A postgres:// URL connects to PostgreSQL through a pool; anything else is a PGlite data
 * directory (or `memory://` for a throwaway database), so the same code runs embedded and in
 * production.
 */
export function createDb(target: string, options: { poolMax?: number; pool?: PoolSettings } = {}): Db {
  if (isPostgresUrl(target)) return createPostgresDb(createPostgresPool(target, options.poolMax, options.pool))
  if (!target.startsWith('memory://')) mkdirSync(target, { recursive: true })
  return createPgliteDb(new PGlite(target))
}

export function createPgliteDb(pglite: PGlite): Db {
  return new Kysely({ dialect: new PGliteDialect(pglite) })
}

/** The database target the config names: DATABASE_URL when it is PostgreSQL, else `${dataDir}/db`. */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): string {
  if (config.databaseUrl !== undefined && isPostgresUrl(config.databaseUrl)) return config.databaseUrl
  return join(config.dataDir, 'db')
}
