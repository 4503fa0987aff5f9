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
 * migration 0038), after one that takes the lock and reads (cm_book_read): a run is four round trips
 * with BEGIN and COMMIT, however many orders it takes.
 * A publish and a withdrawal call it; arrivals left by a crash are taken by the next call.
 * Returns the number of matches.
 *
 * Publishes reserve their balance before (outside the lock), so no transaction ever holds
 * account rows while waiting for the book: the lock and the ledger's row locks cannot deadlock.
 */
export async function matchArrivals(trx: Db, settings: MatchSettings): Promise<number> {
  // The lock, then the arrivals, the queuing orders they can reach and the last queue position (migration 0038).
  const read = await sql<{ book: { arrivals: OrderRow[]; resting: OrderRow[]; last_seq: string | null } }>`select cm_book_read() as book`.execute(trx)
  const { arrivals, resting, last_seq: lastSeq } = read.rows[0]!.book
  if (arrivals.length === 0) return 0
  resting.sort((a, b) => (BigInt(a.seq!) < BigInt(b.seq!) ? -1 : 1))
  let seq = BigInt(lastSeq ?? '0')

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
