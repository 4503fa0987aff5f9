/**
 * API bench on loopback against PostgreSQL, in one run: a bare Fastify route, the authenticated
 * GET /api/wallet/list, and signed POST /api/transfer/out (pre-signed, one nonce each); then the
 * ledger invariant. Run: npx tsx bench/api/run.ts (BENCH_DATABASE_URL, default local postgres).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 10)
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32)

type Ready = { bareUrl: string; appUrl: string; dbUrl: string; dbName: string; adminUrl: string; authorization: string; bodiesFile: string }

const serve = fileURLToPath(new URL('./serve.ts', import.meta.url))
const child = spawn(process.execPath, ['--import', 'tsx', serve], { stdio: ['ignore', 'pipe', 'inherit'] })
const ready = await new Promise<Ready>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout })
  lines.on('line', (line) => {
    if (line.startsWith('{"bareUrl"')) resolve(JSON.parse(line) as Ready)
  })
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
})

type Result = { name: string; rps: number; p99: number; errors: number; non2xx: number }

async function measure(name: string, options: autocannon.Options): Promise<Result> {
  console.error(`measuring ${name} …`)
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx }
}

const bodies = JSON.parse(readFileSync(ready.bodiesFile, 'utf8')) as { authorization: string; body: string }[]
let next = 0
const results: Result[] = []
results.push(await measure('bare Fastify route', { url: `${ready.bareUrl}/bare` }))
results.push(await measure('GET /api/wallet/list (session)', { url: `${ready.appUrl}/api/wallet/list`, headers: { authorization: ready.authorization } }))
results.push(
  await measure('POST /api/transfer/out (signed)', {
    url: ready.appUrl,
    // Every prepared request once (autocannon then ignores the duration): no nonce is reused.
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        path: '/api/transfer/out',
        setupRequest: (request) => {
          const prepared = bodies[next++]
          if (prepared === undefined) return request
          return { ...request, headers: { 'content-type': 'application/json', authorization: prepared.authorization }, body: prepared.body }
        },
      },
    ],
  }),
)

console.log(`\nbench/api — ${DURATION}s each, ${CONNECTIONS} connections, loopback, PostgreSQL`)
console.table(results.map((r) => ({ case: r.name, 'req/s': Math.round(r.rps), 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })))
const [bare, read, transfer] = results
if (bare && read && transfer) {
  console.log(`authenticated read / bare route: ${((read.rps / bare.rps) * 100).toFixed(1)} % (goal ≥ 20 %)`)
  console.log(`signed transfers: ${Math.round(transfer.rps)}/s (goal ≥ 2,000/s), p99 ${transfer.p99} ms (goal < 50 ms), ${transfer.errors + transfer.non2xx} failed (goal 0)`)
  console.log(`transfers sent: ${Math.min(next, bodies.length)} of ${bodies.length} prepared`)
}

const db = createDb(ready.dbUrl)
const check = await checkLedger(db)
const moved = await db.selectFrom('bills').select((eb) => eb.fn.countAll<string>().as('n')).where('behavior', '=', 4).executeTakeFirstOrThrow()
console.log(`transfers booked: ${moved.n}; ledger invariant: ${check.ok ? 'holds' : `BROKEN\n${check.problems.join('\n')}`}`)
await db.destroy()
child.kill('SIGTERM')
await new Promise((resolve) => child.once('exit', resolve))
const admin = new pg.Client({ connectionString: ready.adminUrl })
await admin.connect()
await admin.query(`DROP DATABASE IF EXISTS ${ready.dbName} WITH (FORCE)`)
await admin.end()
if (!check.ok) process.exitCode = 1
