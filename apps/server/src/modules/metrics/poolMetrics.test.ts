import type pg from 'pg'
import { Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { createPostgresPool } from '../../db/createDb.ts'
import { parsePrometheusText, sampleValue } from '../../test/prometheusText.ts'
import { registerPoolMetrics } from './poolMetrics.ts'

const postgresUrl = process.env['TEST_DATABASE_URL']

describe.runIf(postgresUrl !== undefined)("the PostgreSQL pool's figures", () => {
  it('reads connections open, in use and waiting, per pool, from the pool itself', async () => {
    const pool = createPostgresPool(postgresUrl!, 2, { applicationName: 'hapdex-metrics-test' })
    const registry = new Registry()
    registerPoolMetrics(registry, [pool])
    const figures = async () => {
      const families = parsePrometheusText(await registry.metrics())
      const read = (name: string) => sampleValue(families, name, { pool: 'hapdex-metrics-test' })
      return { open: read('hapdex_db_pool_connections'), inUse: read('hapdex_db_pool_connections_in_use'), waiting: read('hapdex_db_pool_waiting'), max: read('hapdex_db_pool_max') }
    }
    const held: pg.PoolClient[] = []
    try {
      expect(await figures()).toEqual({ open: 0, inUse: 0, waiting: 0, max: 2 })
      held.push(await pool.connect(), await pool.connect())
      // A third query waits: both connections are handed out.
      const queued = pool.query('select 1 as one')
      expect(await figures()).toEqual({ open: 2, inUse: 2, waiting: 1, max: 2 })
      held.pop()?.release()
      expect((await queued).rows).toEqual([{ one: 1 }])
      expect(await figures()).toEqual({ open: 2, inUse: 1, waiting: 0, max: 2 })
    } finally {
      for (const client of held) client.release()
      await pool.end()
    }
  })
})
