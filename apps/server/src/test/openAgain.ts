import type { Db } from '../db/database.ts'
import { openPostgres } from './migratedTemplate.ts'
import type { TestDatabase } from './testDb.ts'

/**
 * The same database as a second process opens it: a pool of its own on PostgreSQL. PGlite belongs
 * to one process, so a second app on it shares the handle, as two apps in one process would.
 */
export function openAgain(database: TestDatabase): { db: Db; close: () => Promise<void> } {
  if (database.url === undefined) return { db: database.db, close: async () => undefined }
  return openPostgres(database.url)
}
