/**
 * The herd: BENCH_BUYERS (10,000) distinct signed-in users buy a partner seat at once, over
 * BENCH_CONNECTIONS (500) connections, for rounds holding 200 seats in all; every request signed
 * before the clock starts. Then what the database says: seats, charges, the ledger.
 * Run: npx tsx bench/herd/run.ts (BENCH_DATABASE_URL, default local postgres). Last line:
 * `herd: <sold> of <seats> seats sold to <buyers> buyers, p99 <ms> ms, <errors> errors, ledger check holds`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import { dropScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { partnerTables } from '../../apps/server/src/programmes/partner/partner.table.ts'
import { clientCpuMs, runAutocannon, serverCounters, startBenchServer, stopBenchServer } from '../api/clientKit.ts'
import { cpuMsBetween, machineBusyMs, postgresCpu } from '../api/cpuCounters.ts'
import { checkHerd } from './herdCheck.ts'
import type { HerdReady, HerdRequests } from './herdFile.ts'

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 500)
const P99_GOAL_MS = 1000
/** The one refusal a herd should meet: the seats are gone. */
const FULL = 'partner.round_full'

const serve = fileURLToPath(new URL('./serve.ts', import.meta.url))
const bodiesPath = join(mkdtempSync(join(tmpdir(), 'hapdex-herd-')), 'buys.json')
const { child, ready } = await startBenchServer<HerdReady>(serve, [bodiesPath], 'appUrl')
const herd = JSON.parse(readFileSync(ready.bodiesFile, 'utf8')) as HerdRequests

function errorKey(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: string }).error
  } catch {
    return undefined
  }
}

/** Answers by outcome: `ok`, the error key of a `{code, msg, error}` answer, or the HTTP status. */
const answers = new Map<string, number>()
const tally = (status: number, body: string) => {
  const outcome = status === 200 ? 'ok' : `${status} ${errorKey(body) ?? 'no error key'}`
  answers.set(outcome, (answers.get(outcome) ?? 0) + 1)
}

const loadAtStart = loadavg()[0] ?? 0
const before = { ...(await serverCounters(ready.controlUrl)), postgres: postgresCpu(ready.dbName), client: clientCpuMs(), machine: machineBusyMs() }
// BENCH_PROFILE_DIR: one CPU profile per API worker over the herd (bench/api/profileSummary.ts reads it).
const PROFILE_DIR = process.env['BENCH_PROFILE_DIR']
if (PROFILE_DIR !== undefined) await fetch(`${ready.controlUrl}/profile/start`, { method: 'POST' })
let next = 0
const timings: { status: number; latencyMs: number; answeredAtMs: number }[] = []
const { result, seconds } = await runAutocannon({
  url: ready.appUrl,
  connections: CONNECTIONS,
  // Every prepared request once: one purchase per buyer, no nonce reused.
  amount: herd.requests.length,
  timeout: 30,
  requests: [
    {
      method: 'POST',
      path: '/api/partner/buy',
      setupRequest: (request) => {
        const prepared = herd.requests[next++]
        if (prepared === undefined) return request
        return { ...request, headers: { 'content-type': 'application/json', authorization: prepared.authorization }, body: prepared.body }
      },
      onResponse: tally,
    },
  ],
}, (status, latencyMs, answeredAtMs) => timings.push({ status, latencyMs, answeredAtMs }))
if (PROFILE_DIR !== undefined) await fetch(`${ready.controlUrl}/profile/stop?file=${encodeURIComponent(`${PROFILE_DIR}/herd.cpuprofile`)}`, { method: 'POST' })
const after = { ...(await serverCounters(ready.controlUrl)), postgres: postgresCpu(ready.dbName), client: clientCpuMs(), machine: machineBusyMs() }
const loadAtEnd = loadavg()[0] ?? 0

const accepted = answers.get('ok') ?? 0
const full = answers.get(`409 ${FULL}`) ?? 0
const errors = result.errors + result.timeouts + [...answers.values()].reduce((sum, n) => sum + n, 0) - accepted - full
const db = createDb(ready.dbUrl)
const tokenId = Number((await partnerTables(db).selectFrom('partner_rounds').select('token_id').executeTakeFirstOrThrow()).token_id)
const figures = await checkHerd(db, { buyerIds: herd.buyerIds, tokenId, credit: BigInt(herd.credit), accepted })
await db.destroy()
await stopBenchServer(child)
await dropScratchDatabase(ready.adminUrl, ready.dbName)
rmSync(dirname(bodiesPath), { recursive: true, force: true })

const requests = result.requests.total
const perRequest = (ms: number) => (requests === 0 ? 0 : ms / requests).toFixed(3)
console.log(`\nbench/herd — ${herd.buyerIds.length} buyers under ${ready.leaders} partners, one pre-signed Partner Buy each, ${CONNECTIONS} connections, loopback, PostgreSQL, ${ready.instances} API instance(s), pool ${ready.poolMax} each; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end`)
console.log(`rounds: ${ready.rounds.map((round) => `#${round.id} ${round.max_recruit} seats at ${round.pay_amount}`).join(', ')}`)
console.log(`requests: ${requests} in ${seconds.toFixed(2)} s (${Math.round(requests / seconds)}/s); latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
console.log(latencyByAnswer(timings))
console.log(`answers: ${[...answers].map(([outcome, n]) => `${outcome}: ${n}`).join(', ')}; connection errors ${result.errors}, timeouts ${result.timeouts}`)
console.log(`CPU ms per request: server ${perRequest(after.cpuMs - before.cpuMs)}, PostgreSQL ${perRequest(cpuMsBetween(before.postgres, after.postgres))}, client ${perRequest(after.client - before.client)}, machine ${perRequest(after.machine - before.machine)}; SQL statements per request ${perRequest(after.statements - before.statements)}`)
console.log(`database: ${figures.sold} seats of ${figures.seats} (rounds' counters ${figures.recruited}), ${figures.buyBills} purchase bills to ${figures.chargedBuyers} users`)

const goals = [
  [`sold ${figures.sold} of ${figures.seats}`, 'goal: every seat', figures.sold === figures.seats],
  [`p99 ${result.latency.p99} ms`, `goal < ${P99_GOAL_MS} ms`, result.latency.p99 < P99_GOAL_MS],
  [`errors ${errors} (besides ${full} "full")`, 'goal 0', errors === 0],
] as const
for (const [what, goal, ok] of goals) console.log(`  ${(ok ? 'MET' : 'NOT MET').padEnd(7)}  ${what}  (${goal})`)

if (figures.problems.length > 0) {
  console.log(figures.problems.join('\n'))
  console.log(`herd: ledger check FAILED (${figures.problems.length} problems), ${figures.sold} of ${figures.seats} seats sold to ${figures.chargedBuyers} buyers`)
  process.exitCode = 1
} else {
  console.log(`herd: ${figures.sold} of ${figures.seats} seats sold to ${figures.chargedBuyers} buyers, p99 ${result.latency.p99} ms, ${errors} errors, ledger check holds`)
}

/** The purchases (200) and the refusals have different tails: each status's p50 / p99 / max, and when its first and last answers came. */
function latencyByAnswer(all: readonly { status: number; latencyMs: number; answeredAtMs: number }[]): string {
  const statuses = [...new Set(all.map((timing) => timing.status))].sort()
  return statuses
    .map((status) => {
      const mine = all.filter((timing) => timing.status === status)
      const latencies = mine.map((timing) => timing.latencyMs).sort((a, b) => a - b)
      const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
      const answered = mine.map((timing) => timing.answeredAtMs)
      const slowest = [...mine].sort((a, b) => b.latencyMs - a.latencyMs).slice(0, Math.ceil(mine.length / 100))
      const sent = slowest.map((timing) => timing.answeredAtMs - timing.latencyMs)
      return `latency of ${status} (${mine.length}): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; answered ${Math.round(Math.min(...answered))}–${Math.round(Math.max(...answered))} ms after the start; its slowest 1 % sent ${Math.round(Math.min(...sent))}–${Math.round(Math.max(...sent))} ms after the start`
    })
    .join('\n')
}
