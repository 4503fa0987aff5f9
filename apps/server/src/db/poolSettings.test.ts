import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/testApp.ts'
import { ensurePostgresTemplate } from '../test/migratedTemplate.ts'
import { createPostgresDb, createPostgresPool } from './createDb.ts'
import { createScratchDatabase } from './scratchDatabase.ts'

const postgresUrl = process.env['TEST_DATABASE_URL']

describe.runIf(postgresUrl)('a pool with its settings, on PostgreSQL', () => {
  const pool = createPostgresPool(postgresUrl!, 1, { applicationName: 'hapdex-pool-test', connectionTimeoutMs: 300, statementTimeoutMs: 200, idleInTransactionTimeoutMs: 1_500 })
  const db = createPostgresDb(pool)
  afterAll(() => db.destroy())

  it('names its connections and carries the timeouts on them', async () => {
    const { rows } = await sql<{ name: string; statement: string; idle: string }>`
      select current_setting('application_name') as name, current_setting('statement_timeout') as statement,
             current_setting('idle_in_transaction_session_timeout') as idle`.execute(db)
    expect(rows).toEqual([{ name: 'hapdex-pool-test', statement: '200ms', idle: '1500ms' }])
  })

  it('cancels a statement past its timeout', async () => {
    await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toThrow(/canceling statement due to statement timeout/)
    // The connection goes on serving.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }])
  })

  it('fails a query that waits past the connection timeout for a free connection, rather than waiting for ever', async () => {
    const held = await pool.connect()
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/timeout exceeded when trying to connect/)
    } finally {
      held.release()
    }
  })

  it('answers a request that finds no connection in time with 503 busy in the caller\'s language, not a 500', async () => {
    const scratch = await createScratchDatabase(postgresUrl!, 'hapdex_busy', await ensurePostgresTemplate(postgresUrl!))
    const busyPool = createPostgresPool(scratch.url, 1, { connectionTimeoutMs: 2_000 })
    const app = await testApp(createPostgresDb(busyPool))
    const held = await busyPool.connect()
    try {
      const response = await app.inject({ method: 'GET', url: '/api/basic/notice/latest', headers: { lang: 'ja-JP' } })
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('1')
      expect(response.json()).toEqual({ code: 503, msg: 'サーバーが混み合っています。しばらくしてからお試しください', data: null, error: 'busy' })
    } finally {
      held.release()
      await app.close()
      await busyPool.end()
      await scratch.drop()
    }
  })
})
