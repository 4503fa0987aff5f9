/**
 * Matching bench (issue 36) on loopback against PostgreSQL: ORDERS pre-signed `Circulation Order
 * Publish` requests of random sides and sizes from USERS users, sent through the real signed API
 * (bench/api's server and autocannon), each queued and matched FIFO as it arrives. Then an
 * in-memory FIFO replay of the accepted orders in their queue order (core's matchFifo, fed the
 * whole history at once) must give exactly the server's matches; every unit is matched at most
 * once (per order, the matches add up to its matched units); the reservations and frozen
 * balances equal what the orders and matches say; and the ledger check holds.
 * Run: npx tsx bench/matching/run.ts (BENCH_DATABASE_URL, default local postgres).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { matchFifo, type BookFill, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import { createDb } from '../../apps/server/src/db/createDb.ts'
import { dropScratchDatabase } from '../../apps/server/src/db/scratchDatabase.ts'
import { checkLedger } from '../../apps/server/src/modules/wallet/ledgerCheck.ts'
import { runAutocannon, startBenchServer, stopBenchServer } from '../api/clientKit.ts'

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 512)

type Ready = { appUrl: string; dbUrl: string; dbName: string; adminUrl: string; bodiesFile: string; instances: number; poolMax: number; users: number }

const serve = fileURLToPath(new URL('./serve.ts', import.meta.url))
const bodiesPath = join(mkdtempSync(join(tmpdir(), 'hapdex-matching-')), 'orders.json')
// BENCH_SERVER_FLAGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server processes.
const serverFlags = (process.env['BENCH_SERVER_FLAGS'] ?? '').split(' ').filter(Boolean)
const { child, ready } = await startBenchServer<Ready>(serve, [bodiesPath], 'appUrl', serverFlags)
const bodies = JSON.parse(readFileSync(ready.bodiesFile, 'utf8')) as { authorization: string; body: string }[]
const loadAtStart = loadavg()[0] ?? 0

console.error(`matching: publishing ${bodies.length} orders over ${CONNECTIONS} connections …`)
const db = createDb(ready.dbUrl, { poolMax: 1 })
const started = performance.now()
let next = 0
let failed = 0
const { result } = await runAutocannon({
  url: ready.appUrl,
  connections: CONNECTIONS,
  // Every prepared request once: no nonce is reused.
  amount: bodies.length,
  requests: [
    {
      method: 'POST',
      path: '/api/circulation/order/publish',
      setupRequest: (request) => {
        const prepared = bodies[next++]
        if (prepared === undefined) return request
        return { ...request, headers: { 'content-type': 'application/json', authorization: prepared.authorization }, body: prepared.body }
      },
      onResponse: (status) => {
        if (status !== 200) failed++
      },
    },
  ],
})
const answered = performance.now()
// The matcher runs apart from the publishes: T ends when it has matched every queued order too (a bench, not a test: polling is fine here).
const arrivalsLeft = async () => (await sql<{ left: number }>`select count(*)::integer as left from cm_orders where seq > (select matched_seq from cm_book_state)`.execute(db)).rows[0]!.left
while ((await arrivalsLeft()) > 0 && performance.now() - answered < 600_000) await new Promise((resolve) => setTimeout(resolve, 10))
const drained = performance.now()
const seconds = (drained - started) / 1000
const loadAtEnd = loadavg()[0] ?? 0

const { rows: orders } = await sql<{ id: number; user_id: number; type: number; units: number; matched_units: number; unit_amount: string; unit_cost: string; seq: string }>`
  select id, user_id, type, units, matched_units, unit_amount::text, unit_cost::text, seq::text as seq from cm_orders order by id`.execute(db)
const { rows: fills } = await sql<{ buy_order_id: number; sell_order_id: number; buyer_id: number; seller_id: number; units: number; amount: string; cost: string }>`
  select buy_order_id, sell_order_id, buyer_id, seller_id, units, amount::text, cost::text from cm_fills order by id`.execute(db)
const problems: string[] = []
const unmatched = await arrivalsLeft()
if (unmatched > 0) problems.push(`${unmatched} accepted orders were never matched by the matcher (10 minutes after the last answer)`)

// The replay: every accepted order in queue order, matched from an empty book (an owner's orders never match each other).
const queued = [...orders].sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1))
const replayed = matchFifo(queued.map((order) => ({ id: order.id, owner: order.user_id, side: order.type as OrderSide, book: `${order.unit_amount}:${order.unit_cost}`, units: order.units })))
const key = (fill: BookFill) => `${fill.buyId}:${fill.sellId}:${fill.units}`
const served = fills.map((fill) => key({ buyId: fill.buy_order_id, sellId: fill.sell_order_id, units: fill.units }))
const expected = replayed.map(key)
const firstDifference = expected.findIndex((fill, index) => served[index] !== fill)
if (served.length !== expected.length || firstDifference !== -1) problems.push(`server matches differ from the replay: ${served.length} against ${expected.length}, first at ${firstDifference} (${served[firstDifference]} / ${expected[firstDifference]})`)

// Exactly once: per order, its matches add up to its matched units, never above its units.
const matchedOf = new Map<number, number>()
for (const fill of fills) for (const id of [fill.buy_order_id, fill.sell_order_id]) matchedOf.set(id, (matchedOf.get(id) ?? 0) + fill.units)
for (const order of orders) {
  if ((matchedOf.get(order.id) ?? 0) !== order.matched_units || order.matched_units > order.units) {
    problems.push(`order ${order.id}: matches add up to ${matchedOf.get(order.id) ?? 0}, matched_units ${order.matched_units} of ${order.units}`)
    break
  }
}
if (fills.some((fill) => fill.buyer_id === fill.seller_id)) problems.push('a user was matched with itself')
const units = fills.reduce((sum, fill) => sum + fill.units, 0)

// The books: reservations equal what still queues, frozen balances what was matched.
const { rows: balances } = await sql<{ purpose: string; token_id: number; total: string }>`
  select purpose, token_id, sum(balance)::text as total from ledger_accounts where owner_kind = 'user' and purpose in ('cm_reserved', 'circ_frozen') group by purpose, token_id`.execute(db)
const balanceOf = (purpose: string, tokenId: number) => BigInt(balances.find((row) => row.purpose === purpose && row.token_id === tokenId)?.total ?? '0')
const left = (side: number, price: (order: (typeof orders)[number]) => bigint) => orders.filter((order) => order.type === side).reduce((sum, order) => sum + BigInt(order.units - order.matched_units) * price(order), 0n)
const books = [
  ['HAP reserved by sells', balanceOf('cm_reserved', 1), left(1, (order) => BigInt(order.unit_amount))],
  ['USDT reserved by buys', balanceOf('cm_reserved', 2), left(0, (order) => BigInt(order.unit_cost))],
  ['HAP frozen for buyers', balanceOf('circ_frozen', 1), fills.reduce((sum, fill) => sum + BigInt(fill.amount), 0n)],
  ['USDT frozen for sellers', balanceOf('circ_frozen', 2), fills.reduce((sum, fill) => sum + BigInt(fill.cost), 0n)],
] as const
for (const [what, held, due] of books) if (held !== due) problems.push(`${what}: the ledger holds ${held}, the orders say ${due}`)
const check = await checkLedger(db)
if (!check.ok) problems.push(...check.problems)
await db.destroy()

const accepted = orders.length
if (failed > 0 || accepted !== bodies.length) problems.push(`${failed} publishes failed; ${accepted} of ${bodies.length} accepted (errors ${result.errors}, timeouts ${result.timeouts})`)
const publishSeconds = (answered - started) / 1000
console.error(`matching: last answer at ${publishSeconds.toFixed(1)} s (${Math.round(accepted / publishSeconds)} publishes/s, p99 ${result.latency.p99} ms), everything matched ${((drained - answered) / 1000).toFixed(2)} s after it;`)
console.error(`matching: ${Math.round(accepted / seconds)} orders/s published and matched, ${fills.length} matches, ${CONNECTIONS} connections, ${ready.instances} API instance(s), pool ${ready.poolMax}; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end; goal T < 60 s ${seconds < 60 ? 'MET' : 'NOT MET'}`)
await stopBenchServer(child)
await dropScratchDatabase(ready.adminUrl, ready.dbName)
rmSync(dirname(bodiesPath), { recursive: true, force: true })
if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.log(`matching: FAILED: ${problems[0]}`)
  process.exitCode = 1
} else {
  console.log(`matching: ${accepted} orders, ${units} units matched exactly once in FIFO order in ${seconds.toFixed(1)} s, ledger check holds`)
}
