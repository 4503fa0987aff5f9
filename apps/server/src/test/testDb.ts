import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteDb } from '../db/createDb.ts'
import type { Db } from '../db/database.ts'
import { createScratchDatabase, type ScratchDatabase } from '../db/scratchDatabase.ts'
import { ensurePostgresTemplate, openPostgres, pgliteFromTemplate } from './migratedTemplate.ts'

export interface TestDatabase {
  db: Db
  /** PostgreSQL's URL of this database, for a second process's pool or a listener; none on PGlite. */
  url?: string
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop: () => Promise<void>
  /**
   * A backup taken now, as operators take one: PGlite's data directory dumped, or PostgreSQL's
   * `pg_dump` while the database is in use. `restore` opens a new database from it.
   */
  backup: () => Promise<{ restore: () => Promise<TestDatabase> }>
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres'
  /** A fresh database copied from the migrated template. */
  create: () => Promise<TestDatabase>
  /** A fresh database with no tables at all: for the tests of migrating itself. */
  createEmpty: () => Promise<TestDatabase>
}

async function pgliteDatabase(open: () => Promise<PGlite>): Promise<TestDatabase> {
  const pglite = await open()
  const db = createPgliteDb(pglite)
  return {
    db,
    drop: () => db.destroy(),
    backup: async () => {
      const dump = await pglite.dumpDataDir('none')
      return { restore: () => pgliteDatabase(() => PGlite.create({ loadDataDir: dump })) }
    },
  }
}

const run = promisify(execFile)

/** A fresh, uniquely named database on the server of `adminUrl`: a copy of the template, or empty. */
async function postgresDatabase(adminUrl: string, from: 'template' | 'empty'): Promise<TestDatabase> {
  const scratch = from === 'template' ? await copyOfTemplate(adminUrl) : await createScratchDatabase(adminUrl, 'hapdex_test')
  return openScratch(adminUrl, scratch)
}

function openScratch(adminUrl: string, scratch: ScratchDatabase): TestDatabase {
  const { db, close } = openPostgres(scratch.url)
  return {
    db,
    url: scratch.url,
    drop: async () => {
      await close()
      await scratch.drop()
    },
    backup: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hapdex-backup-'))
      const file = join(dir, 'backup.dump')
      await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${scratch.url}`])
      return {
        restore: async () => {
          const restored = await createScratchDatabase(adminUrl, 'hapdex_test')
          try {
            await run('pg_restore', ['--no-owner', `--dbname=${restored.url}`, file])
          } finally {
            rmSync(dir, { recursive: true, force: true })
          }
          return openScratch(adminUrl, restored)
        },
      }
    },
  }
}

/**
 * A copy of the current migrations' template. A run of another tree (other migrations) drops the
 * templates it does not use; one dropped between the check and the copy is built again once.
 */
async function copyOfTemplate(adminUrl: string) {
  try {
    return await createScratchDatabase(adminUrl, 'hapdex_test', await ensurePostgresTemplate(adminUrl))
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error
    return createScratchDatabase(adminUrl, 'hapdex_test', await ensurePostgresTemplate(adminUrl, { recheck: true }))
  }
}

const postgresUrl = process.env['TEST_DATABASE_URL']

/** Every database test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabaseKind[] = [
  { name: 'pglite', create: () => pgliteDatabase(pgliteFromTemplate), createEmpty: () => pgliteDatabase(() => PGlite.create()) },
  ...(postgresUrl
    ? [{ name: 'postgres' as const, create: () => postgresDatabase(postgresUrl, 'template'), createEmpty: () => postgresDatabase(postgresUrl, 'empty') }]
    : []),
]
