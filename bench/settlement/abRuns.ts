/**
 * A/B screening of settlement changes on copies of one populated database (bench/README.md,
 * "Settlement"): `build` writes the bench's population once, funds the pools and settles
 * miner.close, and keeps the database as a template; `run` copies it (CREATE DATABASE … TEMPLATE,
 * far quicker than a new population) and times mint.daily then nft.daily on the copy, with their
 * slow statements, the backends' CPU and the ledger check, then drops the copy. Run the same
 * template from two trees (the old one in a git worktree) back to back to compare at one load.
 *
 *   npx tsx bench/settlement/abRuns.ts build <users>          → prints the template's name
 *   npx tsx bench/settlement/abRuns.ts run <template> [label]
 */
import { performance } from 'node:perf_hooks'
import { Kysely, PostgresDialect } from 'kysely'
import { loadConfig } from '../../apps/server/src/config.ts'
import { createPostgresPool } from '../../apps/server/src/db/createDb.ts'
import type { Database, Db } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { adminQuery } from '../../apps/server/src/db/scratchDatabase.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'
import { createTokenCatalog } from '../../apps/server/src/modules/wallet/tokenCatalog.ts'
import { walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import { addDays, dayBounds, dayIn, manualClock } from '../../apps/server/src/programmes/base/clock.ts'
import { creditTreasury, fundPool } from '../../apps/server/src/programmes/base/pools/pools.service.ts'
import { fixedPriceSource } from '../../apps/server/src/programmes/base/prices.ts'
import { createProgrammeContext, type ProgrammeContext } from '../../apps/server/src/programmes/base/programmeContext.ts'
import { collectProgrammes, registerProgrammeAccounts } from '../../apps/server/src/programmes/base/registry/programmeRegistry.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { createSettlementRunner } from '../../apps/server/src/programmes/base/settlement/settlementRunner.ts'
import { insertLevelTwoNodes, insertLiquidity, insertMinerSessions, insertMintRecords, insertNftHoldings, insertUsers, prepareSession, vacuumAnalyze, writeReferralClosure } from './population.ts'
import { cpuBetween, databaseCpuMs } from './backendCpu.ts'
import { createStatementLog, slowStatements } from './statementLog.ts'
import { treeLevels } from './treeShape.ts'

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// The same day, clock and price as run.ts.
const clock = manualClock(new Date('2025-06-02T00:05:00Z'))
const day = addDays(dayIn(clock.now(), 'UTC'), -1)
const { end: dayEnd } = dayBounds(day, 'UTC')
const chainId = loadConfig({ LOG_LEVEL: 'silent' }).chainId
const poolFunding = 10n ** 30n
const statementLog = createStatementLog()
const seconds = (ms: number) => (ms / 1000).toFixed(1)

const admin = (statement: string) => adminQuery(adminUrl, statement)

function urlOf(name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

function openDb(name: string): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(urlOf(name), 2) }), log: statementLog.logger })
}

function contextOf(db: Db): ProgrammeContext {
  return createProgrammeContext({ db, clock, prices: fixedPriceSource({ HAP: { numerator: 1n, denominator: 2n } }), tokens: createTokenCatalog(db, walletTestChain) })
}

async function settle(ctx: ProgrammeContext, job: string): Promise<boolean> {
  const cpuBefore = await databaseCpuMs(ctx.db)
  statementLog.start()
  const started = performance.now()
  const run = await createSettlementRunner(ctx, collectProgrammes(programmeList).jobs).settleDay(job, day)
  const elapsed = seconds(performance.now() - started)
  const statements = statementLog.stop()
  const cpu = cpuBetween(cpuBefore, await databaseCpuMs(ctx.db))
  console.log(`${job}: ${run.users} users settled in ${elapsed} s (backends ${cpu === undefined ? '?' : seconds(cpu)} s CPU), status ${run.status}, totals ${JSON.stringify(run.totals)}`)
  for (const line of slowStatements(statements, 500)) console.log(`  ${line}`)
  return run.status === 'done'
}

async function build(users: number): Promise<void> {
  const name = `hapdex_ab_base_${users}`
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${name}`)
  const db = openDb(name)
  try {
    await migrateToLatest(db)
    const levels = treeLevels(users)
    await db.connection().execute(async (conn) => {
      await prepareSession(conn, 0.2025)
      await insertUsers(conn, levels, new Date(dayEnd.getTime() - 60 * 86_400_000))
      await writeReferralClosure(conn, levels)
      await insertLevelTwoNodes(conn, Math.max(1, Math.round(users * 0.003)), dayEnd)
      await insertMintRecords(conn, dayEnd)
      await insertMinerSessions(conn, dayEnd)
      await insertNftHoldings(conn, dayEnd)
      await insertLiquidity(conn, chainId, dayEnd)
      await vacuumAnalyze(conn)
    })
    const ctx = contextOf(db)
    await registerProgrammeAccounts(ctx.db, collectProgrammes(programmeList))
    for (const [pool, tokenId] of [['mint_pool', 1], ['miner_pool', 4], ['nft_pool', 1], ['nft_rank_pool', 1], ['cards_lp_pool', 1], ['cards_card_pool', 1]] as const) {
      await creditTreasury(ctx, { tokenId, amount: poolFunding, by: 'bench', memo: 'ab', key: `bench:${pool}` })
      await fundPool(ctx, { pool, tokenId, amount: poolFunding, by: 'bench', key: `bench:${pool}` })
    }
    if (!(await settle(ctx, 'miner.close'))) throw new Error('miner.close did not settle')
    await (await import('kysely')).sql`checkpoint`.execute(db)
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
    const ctx = contextOf(db)
    await (await import('kysely')).sql`checkpoint`.execute(db)
    const ok = (await settle(ctx, 'mint.daily')) && (await settle(ctx, 'nft.daily'))
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
