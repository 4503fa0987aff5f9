/**
 * The daily mint settlement at scale (PROGRAMMES.md, "Daily settlement"): BENCH_USERS users
 * (default 1,000,000) with a referral tree, active mint records, level-2 nodes, miner sessions and
 * NFT holdings, written in a scratch PostgreSQL database with set-based SQL; then a timed
 * `miner.close` run, one timed `mint.daily` run for the day before the bench's clock with the
 * ledger check, then timed `nft.daily` and `cards.daily` runs, each with the ledger check again. Goal: 1,000,000 users in under 60 s on the
 * 2-core machine, invariant intact. See bench/README.md.
 */
import { Kysely, PostgresDialect } from 'kysely'
import { createPostgresPool } from '../../apps/server/src/db/createDb.ts'
import type { Database, Db } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { createScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'
import { addDays } from '../../apps/server/src/programmes/base/clock.ts'
import type { ProgrammeContext } from '../../apps/server/src/programmes/base/programmeContext.ts'
import { collectProgrammes } from '../../apps/server/src/programmes/base/registry/programmeRegistry.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { createSettlementRunner } from '../../apps/server/src/programmes/base/settlement/settlementRunner.ts'
import { adminUrl, benchContext, buildPopulation, clock, day, fundPools, seconds, settleTimed, timed } from './benchDay.ts'
import { createStatementLog } from './statementLog.ts'
import { startTransferServer, transfersDuring } from './transfersBeside.ts'

const userCount = Number(process.env['BENCH_USERS'] ?? 1_000_000)
const keepDatabase = process.env['BENCH_KEEP_DB'] === '1'
/** The ledger check, timed and printed. */
function checkLedgerTimed(ctx: ProgrammeContext) {
  return timed('ledger check', () => checkLedger(ctx.db), (result) => (result.ok ? 'holds' : `BROKEN: ${result.problems.slice(0, 10).join('; ')}`))
}

/** Another job (miner.close, nft.daily, cards.daily) for the same day; the mint verdict is printed last whatever the order. */
async function settleOtherJob(ctx: ProgrammeContext, job: string): Promise<boolean> {
  const { run, elapsed, slow } = await settleTimed(ctx, statementLog, job)
  console.log(`  status ${run.status}, users ${run.users}, totals ${JSON.stringify(run.totals)}, ${run.detail}`)
  for (const line of slow) console.log(`  ${line}`)
  console.log(run.status === 'done' ? `${job}: ${run.users} users settled in ${elapsed} s` : `${job}: run ${run.status} after ${elapsed} s: ${run.detail}`)
  return run.status === 'done'
}

const statementLog = createStatementLog()

interface Verdict {
  code: number
  /** The bench's last line. */
  line: string
}

/** One timed mint.daily run, then the ledger check; its verdict is printed last, after the third phase. */
async function settleAndCheck(ctx: ProgrammeContext): Promise<Verdict> {
  const { run, elapsed, cpu, statementCount, slow } = await settleTimed(ctx, statementLog, 'mint.daily')
  const cpuText = cpu === undefined ? '' : `, PostgreSQL backends ${cpu} s CPU`
  console.log(`settleDay('mint.daily', '${day}'): ${elapsed} s${cpuText}, ${statementCount} statements`)
  console.log(`  status ${run.status}, users ${run.users}, totals ${JSON.stringify(run.totals)}`)
  if (run.detail !== '') console.log(`  ${run.detail}`)
  for (const line of slow) console.log(`  ${line}`)

  const ledger = await checkLedgerTimed(ctx)
  if (run.status !== 'done') return { code: 1, line: `mint.daily: run ${run.status} after ${elapsed} s, nothing settled` }
  if (!ledger.ok) return { code: 1, line: `mint.daily: ${run.users} users settled in ${elapsed} s, ledger check BROKEN` }
  return { code: 0, line: `mint.daily: ${run.users} users settled in ${elapsed} s, ledger check holds` }
}

/**
 * The third phase: the next day settles while an API process serves signed transfers on the same
 * database at a steady rate (transfersBeside.ts). Users must not wait for a settlement: goal p99
 * under 100 ms, no errors. Returns whether the day settled and the ledger still holds.
 */
async function settleBesideTransfers(ctx: ProgrammeContext, dbUrl: string): Promise<boolean> {
  const server = await timed('transfer server', () => startTransferServer(dbUrl), (started) => `${started.bodies.length} signed transfers prepared`)
  try {
    clock.advance(86_400)
    const nextDay = addDays(day, 1)
    const runner = createSettlementRunner(ctx, collectProgrammes(programmeList).jobs)
    const during = await transfersDuring(server, () => runner.settleDay('mint.daily', nextDay))
    console.log(`  settleDay('mint.daily', '${nextDay}') beside them: ${seconds(during.workMs)} s, status ${during.value.status}, users ${during.value.users}`)
    console.log(`  before it, the same rate alone: ${during.before.transfers} transfers, p99 ${during.before.p99} ms, ${during.before.errors} errors`)
    console.log(`during settlement: ${during.transfers} transfers, p99 ${during.p99} ms, ${during.errors} errors`)
    const ledger = await checkLedgerTimed(ctx)
    return during.value.status === 'done' && during.errors === 0 && during.before.errors === 0 && ledger.ok
  } finally {
    await server.stop()
  }
}

async function main(): Promise<number> {
  if (!Number.isInteger(userCount) || userCount < 1) throw new RangeError('BENCH_USERS must be a positive integer')
  const scratch = await createScratchDatabase(adminUrl, 'hapdex_bench_settlement')
  // Ctrl-C skips finally blocks: the scratch database is dropped here instead.
  process.once('SIGINT', () => void (keepDatabase ? Promise.resolve() : scratch.drop()).finally(() => process.exit(130)))
  // createDb's pool, in a Kysely of our own: it carries the query log that times the run's statements.
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(scratch.url, 2) }), log: statementLog.logger })
  try {
    // Said first, so the verdict stays the last line.
    console.log(`mint.daily bench: ${userCount} users, settling ${day} (${keepDatabase ? `kept afterwards: ${scratch.url}` : scratch.name})`)
    await timed('migrate', () => migrateToLatest(db))
    await buildPopulation(db, userCount)
    const ctx = benchContext(db)
    await timed('treasury, pools', () => fundPools(ctx), (detail) => detail)
    const minerSettled = await settleOtherJob(ctx, 'miner.close')
    const mint = await settleAndCheck(ctx)
    // After mint.daily, so that mint's figure stays comparable with the runs before nft.daily joined
    // the bench: the later job of a day writes into ledger tables the earlier one has grown (mint
    // took 95.7 s after nft.daily here against 67.7 s without it).
    const nftSettled = (await settleOtherJob(ctx, 'nft.daily')) && (await checkLedgerTimed(ctx)).ok
    // cards.daily last of the day's jobs, as in the programme list (decision 0035).
    const cardsSettled = (await settleOtherJob(ctx, 'cards.daily')) && (await checkLedgerTimed(ctx)).ok
    const besideTransfers = process.env['BENCH_TRANSFER_RATE'] === '0' || (await settleBesideTransfers(ctx, scratch.url))
    console.log(mint.line)
    return minerSettled && nftSettled && cardsSettled && besideTransfers ? mint.code : 1
  } finally {
    await db.destroy()
    if (!keepDatabase) await scratch.drop()
  }
}

process.exitCode = await main()
