// Seeded fault schedules against the custody core (deposit watcher, payer, ledger) on one real anvil:
//   npx tsx bench/custody-faults/run.ts [--schedules 200] [--seed 36] [--per-database 20] [--only <index>]
// Last line: `custody faults: <n> schedules, <d> deposits, <w> withdrawals, <lost> lost, <doubled> doubled, ledger holds|fails`;
// exits 1 unless nothing is lost or doubled, the ledger holds and the self-test caught its forgeries.
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { startRpcProxy } from '@hapdex/chain/rpcProxy'
import { seededRandom } from '../../apps/server/src/test/seededRandom.ts'
import { startBenchChain } from './chain.ts'
import { judge } from './judge.ts'
import { describePlan, planSchedule } from './plan.ts'
import { count, emptyTotals, printFinding, printSummary } from './report.ts'
import { runSchedule } from './schedule.ts'
import { selfTest } from './selfTest.ts'
import { newTally } from './steps.ts'
import { closeWorld, databaseKind, openWorld } from './world.ts'

const { values } = parseArgs({ options: { schedules: { type: 'string', default: '200' }, seed: { type: 'string', default: '36' }, 'per-database': { type: 'string', default: '20' }, only: { type: 'string' } } })
const seed = Number(values.seed)
const perDatabase = Number(values['per-database'])
const indexes = values.only === undefined ? Array.from({ length: Number(values.schedules) }, (_, index) => index) : [Number(values.only)]
/** Each schedule's own seed: `--only <index>` replays one alone, on a fresh database. */
const scheduleSeed = (index: number) => (seed * 1_000_003 + index) >>> 0

const started = performance.now()
const chain = await startBenchChain()
const proxy = await startRpcProxy(chain.devnet.rpcUrl)
const kind = await databaseKind()
const tally = newTally()
const totals = emptyTotals()
let selfTestOk = false
try {
  const check = await selfTest(chain, proxy, kind)
  selfTestOk = check.ok
  console.log(check.line)
  const setUp = performance.now()
  for (let start = 0; start < indexes.length; start += perDatabase) {
    // Every database meets the chain as set up: a fresh one must not find blocks it never saw.
    await chain.rewind()
    const world = await openWorld(kind, chain, proxy)
    totals.databases++
    for (const index of indexes.slice(start, start + perDatabase)) {
      const plan = planSchedule(seededRandom(scheduleSeed(index)), index)
      const done = await runSchedule(chain, proxy, world, plan, tally, scheduleSeed(index) + 1)
      const verdict = await judge(chain, world, done.record)
      count(totals, done, verdict)
      if (verdict.findings.length > 0) console.log(`schedule ${index} (seed ${scheduleSeed(index)}, database ${totals.databases}): ${describePlan(plan)}`)
      for (const finding of verdict.findings) printFinding(index, scheduleSeed(index), finding)
      if (totals.schedules % 25 === 0) console.log(`  ${totals.schedules} schedules, ${((performance.now() - setUp) / 1000).toFixed(1)} s, ${totals.lost} lost, ${totals.doubled} doubled, ${totals.ledgerProblems} ledger problems`)
    }
    await closeWorld(world)
  }
  printSummary({ seed, kind: kind.name, perDatabase, totals, tally, proxy, seconds: (performance.now() - started) / 1000, setUpSeconds: (setUp - started) / 1000 })
} finally {
  await proxy.close()
  await chain.stop()
}
process.exitCode = selfTestOk && totals.lost === 0 && totals.doubled === 0 && totals.ledgerProblems === 0 ? 0 : 1
