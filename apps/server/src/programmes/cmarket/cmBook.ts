import { matchFifo, type BookOrder, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ledgerItem, type Posting } from '../../modules/wallet/ledger.ts'

/** The order book's lock (pg_advisory_xact_lock, bigint key space): queueing, matching and withdrawing run one at a time. */
export const CM_BOOK_LOCK = 7_100_032

export async function lockBook(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CM_BOOK_LOCK}::bigint)`.execute(trx)
}

export interface MatchSettings {
  /** The pay token and the traded token's ids. */
  payTokenId: number
  tokenId: number
  freezeDay: number
  now: Date
}

interface OrderRow {
  id: number
  user_id: number
  type: number
  left: number
  unit_amount: string
  unit_cost: string
  seq: string | null
}

const DAY_MS = 86_400_000
const bookOf = (row: OrderRow) => `${row.unit_amount}:${row.unit_cost}`

/**
 * Queues the orders that arrived (published, their reservation committed, no queue position yet)
 * and matches them, under the book's lock, FIFO: each arrival, in id order, gets the next queue
 * position and takes units from the oldest queuing orders of other owners on the other side of its
 * book (core's matchFifo, the rule the bench replays; its own orders keep their places). The
 * run's matches settle in ONE ledger transaction: per account, the buyers' reserved pay tokens to
 * the sellers' frozen balances and the sellers' reserved tokens to the buyers', frozen freeze_day
 * days; the orders, that transaction and the matches are written in one statement (cm_book_apply,
 * migration 0038): a run is six round trips with BEGIN and COMMIT, however many orders it takes.
 * A publish and a withdrawal call it; arrivals left by a crash are taken by the next call.
 * Returns the number of matches.
 *
 * Publishes reserve their balance before (outside the lock), so no transaction ever holds
 * account rows while waiting for the book: the lock and the ledger's row locks cannot deadlock.
 */
export async function matchArrivals(trx: Db, settings: MatchSettings): Promise<number> {
  // An index scan (not a bitmap scan) marks the entries of orders queued since as dead as it passes
  // them, so the arrivals' partial index stays a few entries long instead of one per order ever
  // published (9 ms a run at 44,000 orders in bench/matching, and growing).
  await sql`select pg_advisory_xact_lock(${CM_BOOK_LOCK}::bigint), set_config('enable_bitmapscan', 'off', true)`.execute(trx)
  // After the lock, in a statement of its own: its snapshot holds everything the previous run wrote.
  const { rows: arrivals } = await sql<OrderRow & { last_seq: string | null }>`select id, user_id, type, units - matched_units - withdrawn_units as left, unit_amount::text, unit_cost::text, seq::text,
      (select max(q.seq) from cm_orders q)::text as last_seq
    from cm_orders where seq is null order by id`.execute(trx)
  if (arrivals.length === 0) return 0
  const resting = await restingOrders(trx, arrivals)
  let seq = BigInt(arrivals[0]?.last_seq ?? '0')

  const byId = new Map<number, OrderRow>([...resting, ...arrivals].map((row) => [row.id, row]))
  const book: BookOrder[] = [...resting, ...arrivals].map((row) => ({ id: row.id, owner: row.user_id, side: row.type as OrderSide, book: bookOf(row), units: row.left }))
  const fills = matchFifo(book)
  for (const row of arrivals) row.seq = (seq += 1n).toString()
  const matched = new Map<number, number>()
  for (const fill of fills) {
    matched.set(fill.buyId, (matched.get(fill.buyId) ?? 0) + fill.units)
    matched.set(fill.sellId, (matched.get(fill.sellId) ?? 0) + fill.units)
  }
  const arrived = new Set<OrderRow>(arrivals)
  const changes = [...byId.values()].filter((row) => matched.has(row.id) || arrived.has(row)).map((row) => ({ id: row.id, seq: row.seq, matched: matched.get(row.id) ?? 0 }))

  const rows = fills.map((fill, place) => {
    const buy = byId.get(fill.buyId)!
    const sell = byId.get(fill.sellId)!
    const amount = BigInt(sell.unit_amount) * BigInt(fill.units)
    const cost = BigInt(buy.unit_cost) * BigInt(fill.units)
    return { place, buy_order_id: fill.buyId, sell_order_id: fill.sellId, buyer_id: buy.user_id, seller_id: sell.user_id, units: fill.units, amount, cost }
  })
  // The arrivals' ids never come back (they are queued now): the key is the run's own (`cm-match:<buy>:<sell>` were the keys of one match each, before).
  const ledger = fills.length === 0 ? null : ledgerItem({ idempotencyKey: `cm-match-run:${arrivals[0]!.id}:${arrivals.at(-1)!.id}`, kind: 'cm_match', postings: matchPostings(rows, settings) })
  const releaseAt = new Date(settings.now.getTime() + settings.freezeDay * DAY_MS)
  const json = (value: unknown) => JSON.stringify(value, (_, field: unknown) => (typeof field === 'bigint' ? field.toString() : field))
  await sql`select cm_book_apply(${json(changes)}::jsonb, ${json(ledger)}::jsonb, ${json(rows)}::jsonb, ${settings.freezeDay}::integer, ${settings.now}::timestamptz, ${releaseAt}::timestamptz)`.execute(trx)
  return fills.length
}

/**
 * The run's matches as one balanced set of postings, summed per account: each buyer's reserved
 * pay tokens to its sellers' frozen balances, each seller's reserved tokens to its buyers'.
 */
function matchPostings(rows: readonly { buyer_id: number; seller_id: number; amount: bigint; cost: bigint }[], settings: MatchSettings): Posting[] {
  const sums = new Map<string, { userId: number; purpose: 'cm_reserved' | 'circ_frozen'; tokenId: number; amount: bigint }>()
  const add = (userId: number, purpose: 'cm_reserved' | 'circ_frozen', tokenId: number, amount: bigint) => {
    const key = `${userId}:${purpose}:${tokenId}`
    const sum = sums.get(key) ?? { userId, purpose, tokenId, amount: 0n }
    sum.amount += amount
    sums.set(key, sum)
  }
  for (const { buyer_id: buyerId, seller_id: sellerId, amount, cost } of rows) {
    add(buyerId, 'cm_reserved', settings.payTokenId, -cost)
    add(sellerId, 'circ_frozen', settings.payTokenId, cost)
    add(sellerId, 'cm_reserved', settings.tokenId, -amount)
    add(buyerId, 'circ_frozen', settings.tokenId, amount)
  }
  return [...sums.values()].map((sum) => ({ owner: 'user' as const, ...sum }))
}

/**
 * The queuing orders the arrivals can reach, in queue order, per book and side: the oldest orders
 * of other users, at most as many as the other side's arrivals have units (each queuing order has
 * at least one unit left, and an arrival takes only from them once it has passed its owner's),
 * and every queuing order of the arrivals' own users, which an arrival may pass over and another
 * arrival may take.
 */
async function restingOrders(trx: Db, arrivals: readonly OrderRow[]): Promise<OrderRow[]> {
  const reach = new Map<string, { type: number; unitAmount: string; unitCost: string; units: number }>()
  for (const row of arrivals) {
    const key = `${1 - row.type}:${bookOf(row)}`
    const entry = reach.get(key) ?? { type: 1 - row.type, unitAmount: row.unit_amount, unitCost: row.unit_cost, units: 0 }
    entry.units += row.left
    reach.set(key, entry)
  }
  const owners = sql.val([...new Set(arrivals.map((row) => row.user_id))])
  const resting: OrderRow[] = []
  for (const { type, unitAmount, unitCost, units } of reach.values()) {
    const queuing = sql`o.status = 0 and o.seq is not null and o.type = ${type} and o.unit_cost = ${unitCost}::numeric and o.unit_amount = ${unitAmount}::numeric`
    const columns = sql`o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text as unit_amount, o.unit_cost::text as unit_cost, o.seq::text as seq`
    // Ordered by the table's column (o.seq), not the text the select list makes of it.
    const { rows } = await sql<OrderRow>`(select ${columns} from cm_orders o where ${queuing} and o.user_id <> all (${owners}::integer[]) order by o.seq limit ${units})
      union all (select ${columns} from cm_orders o where ${queuing} and o.user_id = any (${owners}::integer[]))`.execute(trx)
    resting.push(...rows)
  }
  return resting.sort((a, b) => (BigInt(a.seq!) < BigInt(b.seq!) ? -1 : 1))
}
