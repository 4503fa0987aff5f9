import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createDb } from './createDb.ts'
import { migrateToLatest, migrations } from './migrate.ts'

describe('migrateToLatest', () => {
  it('runs a migration that landed after a higher-numbered one had run (numbers reserved per issue land in any order)', async () => {
    const db = createDb('memory://')
    try {
      const { '0031_game': game, ...withoutGame } = migrations
      expect(game).toBeDefined()
      await migrateToLatest(db, withoutGame)
      await migrateToLatest(db)
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by timestamp`.execute(db)
      expect(rows.map((row) => row.name).at(-1)).toBe('0031_game')
      expect(rows).toHaveLength(Object.keys(migrations).length)
    } finally {
      await db.destroy()
    }
  })
})
