/**
 * A/B screening of settlement changes on copies of one populated database (bench/README.md,
 * "Settlement"): `build` writes the bench's population once, funds the pools and settles
 * miner.close, and keeps the database as a template; `run` copies it (CREATE DATABASE … TEMPLATE,
 * far quicker than a new population) and times mint.daily then nft.daily (or AB_JOBS) on the copy, with their
 * slow statements, the backends' CPU and the ledger check, then drops the copy. Run the same
 * template from two trees (the old one in a git worktree) back to back to compare at one load.
 *
 *   npx tsx bench/settlement/abRuns.ts build <users>          → prints the template's name
 *   npx tsx bench/settlement/abRuns.ts run <template> [label]
 */
import { performance } from 'node:perf_hooks'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { createPostgresPool } from '../../apps/server/src/db/createDb.ts'
import type { Database, Db } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { adminQuery, databaseUrlOn } from '../../apps/server/src/db/scratchDatabase.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'
import type { ProgrammeContext } from '../../apps/server/src/programmes/base/programmeContext.ts'
import { adminUrl, benchContext, buildPopulation, fundPools, seconds, settleTimed } from './benchDay.ts'
import { createStatementLog } from './statementLog.ts'

const statementLog = createStatementLog()
// AB_JOBS=mint.daily: time one job when only it changed (a run of both takes twice as long).
const jobs = (process.env['AB_JOBS'] ?? 'mint.daily,nft.daily').split(',')

const admin = (statement: string) => adminQuery(adminUrl, statement)

function openDb(name: string): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(databaseUrlOn(adminUrl, name), 2) }), log: statementLog.logger })
}

async function settle(ctx: ProgrammeContext, job: string): Promise<boolean> {
  const { run, elapsed, cpu, slow } = await settleTimed(ctx, statementLog, job)
  console.log(`${job}: ${run.users} users settled in ${elapsed} s (backends ${cpu ?? '?'} s CPU), status ${run.status}, totals ${JSON.stringify(run.totals)}`)
  for (const line of slow) console.log(`  ${line}`)
  return run.status === 'done'
}

async function build(users: number): Promise<void> {
  const name = `hapdex_ab_base_${users}`
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${name}`)
  const db = openDb(name)
  try {
    await migrateToLatest(db)
    await buildPopulation(db, users)
    const ctx = benchContext(db)
    await fundPools(ctx)
    if (!(await settle(ctx, 'miner.close'))) throw new Error('miner.close did not settle')
    await sql`checkpoint`.execute(db)
  } finally {
    await db.destroy()
  }
  console.log(name)
}

async function run(template: string, label: string): Promise<number> {
  const name = `hapdex_ab_copy_${process.pid}`
  const started = performance.now()
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  console.log(`[${label}] copy of ${template} in ${seconds(performance.now() - started)} s`)
  // AB_EXPLAIN=1: every statement of 0.5 s or more is logged by the server with its plan, buffers and WAL.
  if (process.env['AB_EXPLAIN'] === '1') {
    for (const setting of ["session_preload_libraries = 'auto_explain'", 'auto_explain.log_min_duration = 500', 'auto_explain.log_analyze = on', 'auto_explain.log_buffers = on', 'auto_explain.log_wal = on', 'auto_explain.log_nested_statements = on']) await admin(`ALTER DATABASE ${name} SET ${setting}`)
  }
  const db = openDb(name)
  try {
    const ctx = benchContext(db)
    await sql`checkpoint`.execute(db)
    let ok = true
    for (const job of jobs) ok = ok && (await settle(ctx, job))
    const ledger = await checkLedger(db)
    console.log(`[${label}] ledger ${ledger.ok ? 'holds' : `BROKEN ${ledger.problems.slice(0, 5).join('; ')}`}`)
    return ok && ledger.ok ? 0 : 1
  } finally {
    await db.destroy()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

const [mode, arg, label] = process.argv.slice(2)
if (mode === 'build') await build(Number(arg ?? 200_000))
else if (mode === 'run' && arg !== undefined) process.exitCode = await run(arg, label ?? 'run')
else throw new Error('usage: abRuns.ts build <users> | run <template> [label]')
