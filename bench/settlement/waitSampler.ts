import { createPostgresPool } from '../../apps/server/src/db/createDb.ts'

/**
 * Samples pg_stat_activity every 20 ms on a connection of its own and keeps each moment a
 * signed transfer (`ledger_post`) had been running longer than `slowMs`, with what every active
 * statement waited on then: a stalled transfer names what it waits behind (a WAL flush, another
 * transfer's row lock, a new WAL segment).
 */
export async function startWaitSampler(url: string, since: () => string, slowMs = 80) {
  const pool = createPostgresPool(url, 1)
  const client = await pool.connect()
  const moments: string[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; query: string; ms: number }>(`
        select coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 24) as query,
          (extract(epoch from clock_timestamp() - query_start) * 1000)::integer as ms
        from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`)
      if (rows.some((row) => row.query.includes('ledger_post') && row.ms > slowMs)) {
        moments.push(`${since()} s  ${rows.map((row) => `${row.wait} (${row.query.trim()}, ${row.ms} ms)`).join('; ')}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return {
    async stop(): Promise<string[]> {
      running = false
      await loop
      client.release()
      await pool.end()
      return moments
    },
  }
}
