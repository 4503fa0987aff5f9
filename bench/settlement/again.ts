/**
 * The third phase again, on a database that `run.ts` kept (BENCH_KEEP_DB=1): the next mint.daily
 * day settles beside signed transfers, and the run says where the slow transfers were, so a change
 * can be tried in a few minutes instead of a whole run:
 *   npx tsx bench/settlement/again.ts <kept url>
 * Prints the settlement's statements of more than 200 ms as they end, the slow transfers (over
 * 60 ms) counted per two seconds of the same clock, and the moments a transfer was stalled with
 * what every active statement waited on (waitSampler.ts). BENCH_EXPLAIN=1 also writes each
 * statement's plan with its WAL figures (records, full-page images, bytes) to the server log
 * (auto_explain; superuser). Each run settles one more day, so the days grow: compare runs taken
 * in turn, not against a fresh run.ts.
 */
import { performance } from 'node:perf_hooks'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { createPostgresPool } from '../../apps/server/src/db/createDb.ts'
import type { Database, Db } from '../../apps/server/src/db/database.ts'
import { addDays, manualClock } from '../../apps/server/src/programmes/base/clock.ts'
import { collectProgrammes } from '../../apps/server/src/programmes/base/registry/programmeRegistry.ts'
import { createSettlementRunner } from '../../apps/server/src/programmes/base/settlement/settlementRunner.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { benchContext, seconds } from './benchDay.ts'
import { startTransferServer, transfersDuring } from './transfersBeside.ts'
import { startWaitSampler } from './waitSampler.ts'

const url = process.argv[2]
if (url === undefined) throw new Error('usage: again.ts <url of a database run.ts kept>')
const slowTransferMs = 60
const started = performance.now()
const since = () => seconds(performance.now() - started)

const pool = createPostgresPool(url, 2)
if (process.env['BENCH_EXPLAIN'] === '1') {
  pool.on('connect', (client) => void client.query(`load 'auto_explain'; set auto_explain.log_min_duration = 300; set auto_explain.log_analyze = on; set auto_explain.log_wal = on; set auto_explain.log_timing = off`))
}
const db: Db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.queryDurationMillis > 200) console.log(`  ${since()} s  statement ended, ${seconds(event.queryDurationMillis)} s: ${event.query.sql.replace(/\s+/g, ' ').trim().slice(0, 100)}`)
  },
})

async function nextDay(): Promise<string> {
  const { rows } = await sql<{ day: string | null }>`select to_char(max(day), 'YYYY-MM-DD') as day from settlement_runs where job = 'mint.daily' and status = 'done'`.execute(db)
  if (rows[0]?.day == null) throw new Error('no mint.daily day is done in this database: keep one of run.ts')
  return addDays(rows[0].day, 1)
}

/** Slow transfers per two seconds: when in the settlement they were. */
function slowByTwoSeconds(slow: { at: number; ms: number }[]): string[] {
  const buckets = new Map<number, { count: number; worst: number }>()
  for (const { at, ms } of slow) {
    const bucket = Math.floor(at / 2) * 2
    const found = buckets.get(bucket) ?? { count: 0, worst: 0 }
    buckets.set(bucket, { count: found.count + 1, worst: Math.max(found.worst, ms) })
  }
  return [...buckets].sort(([a], [b]) => a - b).map(([bucket, { count, worst }]) => `  ${bucket}–${bucket + 2} s: ${count} transfers over ${slowTransferMs} ms, worst ${Math.round(worst)} ms`)
}

const day = await nextDay()
const clock = manualClock(new Date(`${addDays(day, 1)}T00:05:00Z`))
const ctx = benchContext(db, clock)
const runner = createSettlementRunner(ctx, collectProgrammes(programmeList).jobs)
const server = await startTransferServer(url)
try {
  const slow: { at: number; ms: number }[] = []
  const sampler = await startWaitSampler(url, since)
  const during = await transfersDuring(server, () => runner.settleDay('mint.daily', day), (ms) => {
    if (ms > slowTransferMs) slow.push({ at: (performance.now() - started) / 1000, ms })
  })
  const stalls = await sampler.stop()
  console.log(`settleDay('mint.daily', '${day}') beside them: ${seconds(during.workMs)} s, status ${during.value.status}`)
  console.log('slow transfers:')
  for (const line of slowByTwoSeconds(slow)) console.log(line)
  console.log('stalled transfers, and what each active statement waited on:')
  for (const line of stalls) console.log(`  ${line}`)
  console.log(`  before it, the same rate alone: ${during.before.transfers} transfers, p99 ${during.before.p99} ms, ${during.before.errors} errors`)
  console.log(`during settlement: ${during.transfers} transfers, p99 ${during.p99} ms, ${during.errors} errors`)
} finally {
  await server.stop()
  await db.destroy()
}
