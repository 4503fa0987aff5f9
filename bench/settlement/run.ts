/**
 * The daily mint settlement at scale (PROGRAMMES.md, "Daily settlement"): BENCH_USERS users
 * (default 1,000,000) with a referral tree, active mint records and level-2 nodes, written in a
 * scratch PostgreSQL database with set-based SQL; then one timed `mint.daily` run for the day
 * before the bench's clock, and the ledger check. Goal: 1,000,000 users in under 60 s on the
 * 2-core machine, invariant intact. See bench/README.md.
 */
import { performance } from 'node:perf_hooks'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { createScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { addDays, dayBounds, dayIn, manualClock } from '../../apps/server/src/programmes/clock.ts'
import { insertLevelTwoNodes, insertMintRecords, insertUsers, prepareSession, vacuumAnalyze, writeReferralClosure } from './population.ts'
import { treeLevels } from './treeShape.ts'

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const userCount = Number(process.env['BENCH_USERS'] ?? 1_000_000)
const keepDatabase = process.env['BENCH_KEEP_DB'] === '1'

// A few minutes into a day, so "yesterday" is a whole settlement day that has just ended (UTC, the default zone).
const clock = manualClock(new Date('2025-06-02T00:05:00Z'))
const settlementZone = 'UTC'
const day = addDays(dayIn(clock.now(), settlementZone), -1)
const { end: dayEnd } = dayBounds(day, settlementZone)

/** A few thousand bought nodes at a million users; at least one in a small run. */
const levelTwoNodes = Math.max(1, Math.round(userCount * 0.003))

async function timed<T>(label: string, work: () => Promise<T>, describe: (value: T) => string = () => ''): Promise<T> {
  const started = performance.now()
  const value = await work()
  console.log(`  ${label.padEnd(22)} ${seconds(performance.now() - started).padStart(7)} s  ${describe(value)}`)
  return value
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

async function buildPopulation(db: Db): Promise<void> {
  const levels = treeLevels(userCount)
  await db.connection().execute(async (conn) => {
    await prepareSession(conn, 0.2025)
    await timed('users', () => insertUsers(conn, levels, new Date(dayEnd.getTime() - 60 * 86_400_000)), () => `${userCount} users, ${levels.length - 1} levels below ${levels[0]?.size} leaders`)
    await timed('referral closure', () => writeReferralClosure(conn, levels), (rows) => `${rows} referral_paths rows`)
    await timed('level-2 nodes', () => insertLevelTwoNodes(conn, levelTwoNodes, dayEnd), () => `${levelTwoNodes} mint_nodes rows`)
    await timed('mint records', () => insertMintRecords(conn, dayEnd), (rows) => `${rows} active records`)
    await timed('vacuum, analyze', () => vacuumAnalyze(conn))
  })
}

async function main(): Promise<number> {
  if (!Number.isInteger(userCount) || userCount < 1) throw new RangeError('BENCH_USERS must be a positive integer')
  const scratch = await createScratchDatabase(adminUrl, 'hapdex_bench_settlement')
  // Ctrl-C skips finally blocks: the scratch database is dropped here instead.
  process.once('SIGINT', () => void (keepDatabase ? Promise.resolve() : scratch.drop()).finally(() => process.exit(130)))
  const db = createDb(scratch.url, { poolMax: 2 })
  try {
    console.log(`mint.daily bench: ${userCount} users, settling ${day} (${scratch.name})`)
    await timed('migrate', () => migrateToLatest(db))
    await buildPopulation(db)
    return 0
  } finally {
    await db.destroy()
    if (keepDatabase) console.log(`kept database ${scratch.url}`)
    else await scratch.drop()
  }
}

process.exitCode = await main()
