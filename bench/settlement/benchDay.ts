/**
 * What the settlement bench (run.ts) and its A/B screening (abRuns.ts) share: the day they settle,
 * the population they settle it for, and the funded pools.
 */
import { performance } from 'node:perf_hooks'
import { loadConfig } from '../../apps/server/src/config.ts'
import type { Db } from '../../apps/server/src/db/database.ts'
import { createTokenCatalog } from '../../apps/server/src/modules/wallet/tokenCatalog.ts'
import { walletTestChain } from '../../apps/server/src/test/walletTestKit.ts'
import { addDays, dayBounds, dayIn, manualClock, type Clock } from '../../apps/server/src/programmes/base/clock.ts'
import { creditTreasury, fundPool } from '../../apps/server/src/programmes/base/pools/pools.service.ts'
import { fixedPriceSource } from '../../apps/server/src/programmes/base/prices.ts'
import { createProgrammeContext, type ProgrammeContext } from '../../apps/server/src/programmes/base/programmeContext.ts'
import { collectProgrammes, registerProgrammeAccounts } from '../../apps/server/src/programmes/base/registry/programmeRegistry.ts'
import { createSettlementRunner } from '../../apps/server/src/programmes/base/settlement/settlementRunner.ts'
import { programmeList } from '../../apps/server/src/programmes/programmeList.ts'
import { cpuBetween, databaseCpuMs } from './backendCpu.ts'
import { insertLevelTwoNodes, insertLiquidity, insertMinerSessions, insertMintRecords, insertNftHoldings, insertUsers, prepareSession, vacuumAnalyze, writeReferralClosure } from './population.ts'
import { slowStatements, type createStatementLog } from './statementLog.ts'
import { treeLevels } from './treeShape.ts'

export const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'

// A few minutes into a day, so "yesterday" is a whole settlement day that has just ended (UTC, the default zone).
export const clock = manualClock(new Date('2025-06-02T00:05:00Z'))
const settlementZone = 'UTC'
export const day = addDays(dayIn(clock.now(), settlementZone), -1)
const { end: dayEnd } = dayBounds(day, settlementZone)

const hapTokenId = 1
const hapcTokenId = 4
/** The chain the liquidity figures are of: the programme context's (the devnet's id by default). */
const chainId = loadConfig({ LOG_LEVEL: 'silent' }).chainId
/** Far beyond any day's emission: the bench measures a settled day, not an underfunded one. */
const poolFunding = 10n ** 30n

export const seconds = (ms: number) => (ms / 1000).toFixed(1)

export async function timed<T>(label: string, work: () => Promise<T>, describe: (value: T) => string = () => ''): Promise<T> {
  const started = performance.now()
  const value = await work()
  console.log(`  ${label.padEnd(22)} ${seconds(performance.now() - started).padStart(7)} s  ${describe(value)}`)
  return value
}

/** The programme context the jobs settle in: the bench's clock (or another), HAP at 0.5 USD, the test chain's tokens. */
export function benchContext(db: Db, settlementClock: Clock = clock): ProgrammeContext {
  return createProgrammeContext({ db, clock: settlementClock, prices: fixedPriceSource({ HAP: { numerator: 1n, denominator: 2n } }), tokens: createTokenCatalog(db, walletTestChain) })
}

/** `userCount` users in a referral tree, with mint records, level-2 nodes, miner sessions, NFT holdings and LP of HAP pairs. */
export async function buildPopulation(db: Db, userCount: number): Promise<void> {
  const levels = treeLevels(userCount)
  // A few thousand bought nodes at a million users; at least one in a small run.
  const levelTwoNodes = Math.max(1, Math.round(userCount * 0.003))
  await db.connection().execute(async (conn) => {
    await prepareSession(conn, 0.2025)
    await timed('users', () => insertUsers(conn, levels, new Date(dayEnd.getTime() - 60 * 86_400_000)), () => `${userCount} users, ${levels.length - 1} levels below ${levels[0]?.size} leaders`)
    await timed('referral closure', () => writeReferralClosure(conn, levels), (rows) => `${rows} referral_paths rows`)
    await timed('level-2 nodes', () => insertLevelTwoNodes(conn, levelTwoNodes, dayEnd), () => `${levelTwoNodes} mint_nodes rows`)
    await timed('mint records', () => insertMintRecords(conn, dayEnd), (rows) => `${rows} active records`)
    await timed('miner sessions', () => insertMinerSessions(conn, dayEnd), (rows) => `${rows} sessions ending on ${day}`)
    await timed('nft holdings', () => insertNftHoldings(conn, dayEnd), (rows) => `${rows} producing NFTs`)
    await timed('liquidity (cards)', () => insertLiquidity(conn, chainId, dayEnd), (rows) => `${rows} users holding LP of HAP pairs`)
    await timed('vacuum, analyze', () => vacuumAnalyze(conn))
  })
}

/** The operator's two steps, through the programme's own functions, so the ledger check sees funded pools. */
export async function fundPools(ctx: ProgrammeContext): Promise<string> {
  // As the app does at start: the registry's pools become funded system accounts.
  await registerProgrammeAccounts(ctx.db, collectProgrammes(programmeList))
  const funded: string[] = []
  for (const [pool, tokenId] of [['mint_pool', hapTokenId], ['miner_pool', hapcTokenId], ['nft_pool', hapTokenId], ['nft_rank_pool', hapTokenId], ['cards_lp_pool', hapTokenId], ['cards_card_pool', hapTokenId]] as const) {
    await creditTreasury(ctx, { tokenId, amount: poolFunding, by: 'bench', memo: 'settlement bench', key: `bench:${pool}` })
    funded.push(`${pool} holds ${(await fundPool(ctx, { pool, tokenId, amount: poolFunding, by: 'bench', key: `bench:${pool}` })).pool}`)
  }
  return funded.join(', ')
}

/** Statements of a timed run at least this long are listed after it. */
const slowStatementMs = 500

/**
 * One job's day settled through the runner, timed: its wall time, the database backends' CPU over
 * it (undefined where /proc cannot tell) and its slow statements, from `statementLog` (the Kysely
 * log of ctx.db).
 */
export async function settleTimed(ctx: ProgrammeContext, statementLog: ReturnType<typeof createStatementLog>, job: string, settledDay = day) {
  const cpuBefore = await databaseCpuMs(ctx.db)
  statementLog.start()
  const started = performance.now()
  const run = await createSettlementRunner(ctx, collectProgrammes(programmeList).jobs).settleDay(job, settledDay)
  const elapsed = seconds(performance.now() - started)
  const statements = statementLog.stop()
  const cpu = cpuBetween(cpuBefore, await databaseCpuMs(ctx.db))
  return { run, elapsed, cpu: cpu === undefined ? undefined : seconds(cpu), statementCount: statements.length, slow: slowStatements(statements, slowStatementMs) }
}
