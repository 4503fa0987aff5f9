/// <reference lib="dom" />
// (apps/web/src/config/paths.ts names the DOM's Location in a type.)
/**
 * Lighthouse on a phone: builds the web app, starts it as `npm start` does on a fresh data folder,
 * and runs Lighthouse (mobile preset, simulated throttling) three times per route, cold caches
 * each time, then as often on a bare React page built and served the same way (`reference/`).
 * Prints the median figures per route and the reference and, last, how many routes reach 90.
 * Run: npx tsx bench/lighthouse/run.ts
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { paths, type RouteName } from '../../apps/web/src/config/paths.ts'
import { auditOnce, reportFile, type AuditFigures } from './audit.ts'
import { buildReferencePage } from './reference.ts'
import { buildWebApp, startStack, type RunningStack } from '../../scripts/stack.ts'

const GOAL = 90
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/**
 * The issue's routes, the account centre's first screen and the programmes' entry screens. Every
 * route is the same HTML (hash routing) plus its own chunks, so these cover the distinct first
 * loads; BENCH_ROUTES=all measures every route of paths.ts (about 45 minutes).
 */
const defaultRoutes: readonly RouteName[] = [
  'Index',
  'Swap',
  'SwapV2',
  'LiquidityIndex',
  'Liquidity',
  'Assets',
  'MintCenter',
  'kuangchiIndex',
  'earn',
  'iso',
  'recruit',
  'RecuitMember',
  'childlist',
  'NFTCenter',
  'engbill',
  'nftbill',
  'circulationIndex',
  'sharePage',
  'billPage',
  'OrderPage',
  'gamePage',
  'transferPage',
  'cards',
  'Invitation',
  'FlashExchange',
  'gongao',
]

function chosenRoutes(): RouteName[] {
  const wanted = process.env.BENCH_ROUTES
  if (!wanted) return [...defaultRoutes]
  if (wanted === 'all') return Object.keys(paths) as RouteName[]
  const names = wanted.split(',').map((name) => name.trim())
  for (const name of names) if (!(name in paths)) throw new Error(`unknown route ${name}`)
  return names as RouteName[]
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

type Row = { readonly route: RouteName | 'reference'; readonly runs: readonly AuditFigures[]; readonly median: AuditFigures }

function medianOf(runs: readonly AuditFigures[]): AuditFigures {
  const of = (key: keyof AuditFigures) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferredKiB: of('transferredKiB'),
    benchmarkIndex: of('benchmarkIndex'),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ')

function printRow({ route, runs, median: m }: Row) {
  const scores = runs.map((run) => run.performance).join('/')
  console.log(
    [
      route.padEnd(16),
      String(m.performance).padStart(4),
      `(${scores})`.padEnd(11),
      seconds(m.fcpMs).padStart(7),
      seconds(m.lcpMs).padStart(7),
      `${Math.round(m.tbtMs)} ms`.padStart(8),
      m.cls.toFixed(3).padStart(6),
      `${Math.round(m.transferredKiB)} KiB`.padStart(9),
      String(m.accessibility).padStart(5),
      String(m.bestPractices).padStart(4),
      String(Math.round(m.benchmarkIndex)).padStart(6),
    ].join(' '),
  )
}

/**
 * The reference page (a bare React page, `reference/`), built and served as the app is, audited
 * as often as each route: what this machine gives any React page, to read the routes' scores by.
 */
async function auditReferencePage(dataDir: string, reportDir: string | undefined): Promise<void> {
  const referenceDist = join(dataDir, 'reference')
  await buildReferencePage(referenceDist)
  const referenceStack = await startStack(join(dataDir, 'reference-data'), referenceDist)
  try {
    const runs: AuditFigures[] = []
    for (let run = 1; run <= RUNS; run++) runs.push(await auditOnce(`${referenceStack.baseUrl}/`, reportFile(reportDir, 'reference', run)))
    printRow({ route: 'reference', runs, median: medianOf(runs) })
  } finally {
    await referenceStack.stop()
  }
}

async function main() {
  const routes = chosenRoutes()
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-lighthouse-'))
  const reportDir = process.env.BENCH_REPORT_DIR
  if (reportDir) mkdirSync(reportDir, { recursive: true })
  let stack: RunningStack | undefined
  const cleanUp = async () => {
    await stack?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))
  try {
    const webDist = join(dataDir, 'web')
    await buildWebApp(webDist, { minify: !process.env.BENCH_NO_MINIFY })
    stack = await startStack(dataDir, webDist)
    console.log(`lighthouse: ${routes.length} routes × ${RUNS} runs against ${stack.baseUrl} (mobile preset, simulated throttling); load average ${load()}`)
    console.log('route            perf (runs)        FCP     LCP      TBT    CLS  transfer  a11y  b-p  bench')
    const rows: Row[] = []
    for (const route of routes) {
      const runs: AuditFigures[] = []
      for (let run = 1; run <= RUNS; run++) runs.push(await auditOnce(`${stack.baseUrl}/#${paths[route]}`, reportFile(reportDir, route, run)))
      const row = { route, runs, median: medianOf(runs) }
      rows.push(row)
      printRow(row)
    }
    await stack.stop()
    await auditReferencePage(dataDir, reportDir)
    console.log(`medians of ${RUNS} runs per figure; load average at the end ${load()}`)
    const passing = rows.filter((row) => row.median.performance >= GOAL).length
    const worst = rows.reduce((a, b) => (b.median.performance < a.median.performance ? b : a))
    console.log(`lighthouse: ${passing} of ${rows.length} routes ≥ ${GOAL}, worst ${worst.route} ${worst.median.performance}`)
  } finally {
    await cleanUp()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
