import { createDb, createPostgresDb, createPostgresPool } from '../db/createDb.ts'
import type { Db } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createScratchDatabase } from '../db/scratchDatabase.ts'

export interface TestDatabase {
  db: Db
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop: () => Promise<void>
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres'
  create: () => Promise<TestDatabase>
}

async function createPglite(): Promise<TestDatabase> {
  const db = createDb('memory://')
  await migrateToLatest(db)
  return { db, drop: () => db.destroy() }
}

/** A fresh, uniquely named database on the server of `adminUrl`, migrated like production. */
async function createPostgres(adminUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(adminUrl, 'hapdex_test')
  const pool = createPostgresPool(scratch.url)
  // pool.end() resolves once every client is asked to close, not once closed: a connection still
  // open when the DROP below terminates it fails with 57P01. Wait for each one's 'end'.
  const closed: Promise<void>[] = []
  pool.on('connect', (client) => closed.push(new Promise((resolve) => client.once('end', () => resolve()))))
  const db = createPostgresDb(pool)
  await migrateToLatest(db)
  return {
    db,
    drop: async () => {
      await db.destroy()
      await Promise.all(closed)
      await scratch.drop()
    },
  }
}

const postgresUrl = process.env['TEST_DATABASE_URL']

/** Every database test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabaseKind[] = [
  { name: 'pglite', create: createPglite },
  ...(postgresUrl ? [{ name: 'postgres' as const, create: () => createPostgres(postgresUrl) }] : []),
]
