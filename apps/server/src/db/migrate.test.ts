import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../test/testDb.ts'
import type { Db } from './database.ts'
import { migrateToLatest, migrations } from './migrate.ts'

/** Every table, column, index and function of the public schema, in a stable order. */
async function schemaOf(db: Db) {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = 'public' order by table_name, column_name`.execute(db)
  const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(db)
  const functions = await sql<{ proname: string }>`select proname from pg_proc where pronamespace = 'public'::regnamespace order by proname`.execute(db)
  return { columns: columns.rows, indexes: indexes.rows.map((row) => row.indexdef), functions: functions.rows.map((row) => row.proname) }
}

describe.each(testDatabases)('migrations on $name', ({ create, createEmpty }) => {
  it('migrate an empty database to the schema every test database is copied from, seeds included', async () => {
    const fromEmpty = await createEmpty()
    const copied = await create()
    try {
      await migrateToLatest(fromEmpty.db)
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(fromEmpty.db)
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort())
      const fresh = await schemaOf(fromEmpty.db)
      expect(fresh.columns.length).toBeGreaterThan(100)
      expect(await schemaOf(copied.db)).toEqual(fresh)
      const seeded = (db: Db) => sql<{ count: string }>`select count(*)::text as count from tokens`.execute(db)
      expect((await seeded(copied.db)).rows).toEqual((await seeded(fromEmpty.db)).rows)
      expect(Number((await seeded(fromEmpty.db)).rows[0]!.count)).toBeGreaterThan(0)
    } finally {
      await fromEmpty.drop()
      await copied.drop()
    }
  })

  it('runs a migration that landed after a higher-numbered one had run (numbers reserved per issue land in any order)', async () => {
    const { '0031_game': game, ...withoutGame } = migrations
    expect(game).toBeDefined()
    const database = await createEmpty()
    try {
      await migrateToLatest(database.db, withoutGame)
      await migrateToLatest(database.db)
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by timestamp`.execute(database.db)
      expect(rows.map((row) => row.name).at(-1)).toBe('0031_game')
      expect(rows).toHaveLength(Object.keys(migrations).length)
    } finally {
      await database.drop()
    }
  })
})
