import type pg from 'pg'
import { Gauge, type Registry } from 'prom-client'

/**
 * The PostgreSQL pools, read from pg.Pool's own counters at each scrape (PGlite has none). Only
 * read: their settings are createDb's. A pool is named by its application_name (what
 * pg_stat_activity shows), `hapdex` without one. Waiting above zero for long means queries queue
 * for a connection: the pool is too small for the load, or its queries too slow.
 */
export function registerPoolMetrics(registry: Registry, pools: readonly pg.Pool[]): void {
  // No pool, no figures: on PGlite the families are absent, not empty.
  if (pools.length === 0) return
  const named = pools.map((pool) => ({ pool, name: pool.options.application_name ?? 'hapdex' }))
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help: `${help} By pool (its application_name).`,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const { pool, name } of named) this.set({ pool: name }, read(pool))
      },
    })
  gauge('hapdex_db_pool_connections', 'Connections the pool holds open to PostgreSQL, in use or idle.', (pool) => pool.totalCount)
  gauge('hapdex_db_pool_connections_in_use', 'Connections of the pool handed out to a query or a transaction now.', (pool) => pool.totalCount - pool.idleCount)
  gauge('hapdex_db_pool_waiting', 'Queries and transactions waiting for a connection of the pool.', (pool) => pool.waitingCount)
  // Unset, pg opens at most 10.
  gauge('hapdex_db_pool_max', 'The most connections the pool opens.', (pool) => pool.options.max ?? 10)
}
