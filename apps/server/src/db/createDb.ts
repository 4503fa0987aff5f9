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

/**
 * A postgres:// URL connects to PostgreSQL through a pool; anything else is a PGlite data
 * directory (or `memory://` for a throwaway database), so the same code runs embedded and in
 * production.
 */
export function createDb(target: string): Db {
  if (isPostgresUrl(target)) {
    return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target, max: 10 }) }) })
  }
  if (!target.startsWith('memory://')) mkdirSync(target, { recursive: true })
  return new Kysely({ dialect: new PGliteDialect(new PGlite(target)) })
}

/** The database target the config names: DATABASE_URL when it is PostgreSQL, else `${dataDir}/db`. */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): string {
  if (config.databaseUrl !== undefined && isPostgresUrl(config.databaseUrl)) return config.databaseUrl
  return join(config.dataDir, 'db')
}
