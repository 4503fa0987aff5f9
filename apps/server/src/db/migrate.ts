import { Migrator, type Migration } from 'kysely/migration'
import type { Db } from './database.ts'
import * as initial from './migrations/0001_initial.ts'
import * as seedContent from './migrations/0002_seed_content.ts'

/** A static list, so bundling or a changed working directory can never lose a migration. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_seed_content': seedContent,
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
