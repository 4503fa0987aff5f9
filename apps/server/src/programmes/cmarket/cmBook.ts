import { matchFifo, type BookOrder, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ledgerItem, type Posting } from '../../modules/wallet/ledger.ts'

/** The order book's lock (pg_advisory_xact_lock, bigint key space): runs of the matcher and withdrawals one at a time. */
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
  seq: number | string
}

/** Arrivals one run takes at most: runs stay bounded transactions, and a backlog drains in a few of them. */
export const MAX_ARRIVALS_PER_RUN = 5_000

export interface BookRun {
  /** Arrivals the run queued into the book (0: nothing had arrived). */
  arrivals: number
  matches: number
}

const DAY_MS = 86_400_000
const bookOf = (row: OrderRow) => `${row.unit_amount}:${row.unit_cost}`
const bySeq = (a: OrderRow, b: OrderRow) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1)

/**
 * One run of the matcher (decision 0038), in the caller's transaction, under the book's lock: takes
 * the next arrivals in queue order (orders queued by their publish past the watermark
 * `cm_book_state.matched_seq`, at most `maxArrivals`) and matches them FIFO, each against the
 * oldest queuing orders of other owners on the other side of its book (core's matchFifo, the rule
 * the bench replays; its own orders keep their places). The run's matches settle in ONE ledger
 * transaction: per account, the buyers' reserved pay tokens to the sellers' frozen balances and
 * the sellers' reserved tokens to the buyers', frozen freeze_day days. The orders, that
 * transaction, the matches and the new watermark are written in one statement (cm_book_apply,
 * migration 0040) after one that takes the lock and reads (cm_book_read): all of the run commits
 * or none of it, and a run that failed is simply done again by the next.
 *
 * Publishes reserve their balance before, in their own transactions, so no transaction ever holds
 * account rows while waiting for the book: the lock and the ledger's row locks cannot deadlock.
 */
export async function matchArrivals(trx: Db, settings: MatchSettings, maxArrivals = MAX_ARRIVALS_PER_RUN): Promise<BookRun> {
  const read = await sql<{ book: { matched_seq: string; arrivals: OrderRow[]; resting: OrderRow[] } }>`select cm_book_read(${maxArrivals}::integer) as book`.execute(trx)
  const { matched_seq: matchedSeq, arrivals, resting } = read.rows[0]!.book
  if (arrivals.length === 0) return { arrivals: 0, matches: 0 }
  resting.sort(bySeq)

  const byId = new Map<number, OrderRow>([...resting, ...arrivals].map((row) => [row.id, row]))
  const book: BookOrder[] = [...resting, ...arrivals].map((row) => ({ id: row.id, owner: row.user_id, side: row.type as OrderSide, book: bookOf(row), units: row.left }))
  const fills = matchFifo(book)
  const matched = new Map<number, number>()
  for (const fill of fills) {
    matched.set(fill.buyId, (matched.get(fill.buyId) ?? 0) + fill.units)
    matched.set(fill.sellId, (matched.get(fill.sellId) ?? 0) + fill.units)
  }
  const changes = [...matched].map(([id, units]) => ({ id, matched: units }))

  const rows = fills.map((fill, place) => {
    const buy = byId.get(fill.buyId)!
    const sell = byId.get(fill.sellId)!
    const amount = BigInt(sell.unit_amount) * BigInt(fill.units)
    const cost = BigInt(buy.unit_cost) * BigInt(fill.units)
    return { place, buy_order_id: fill.buyId, sell_order_id: fill.sellId, buyer_id: buy.user_id, seller_id: sell.user_id, units: fill.units, amount, cost }
  })
  const firstSeq = String(arrivals[0]!.seq)
  const lastSeq = String(arrivals.at(-1)!.seq)
  // Runs take disjoint ranges of queue positions: the range is the run's key.
  const ledger = fills.length === 0 ? null : ledgerItem({ idempotencyKey: `cm-match-run:${firstSeq}:${lastSeq}`, kind: 'cm_match', postings: matchPostings(rows, settings) })
  const releaseAt = new Date(settings.now.getTime() + settings.freezeDay * DAY_MS)
  const json = (value: unknown) => JSON.stringify(value, (_, field: unknown) => (typeof field === 'bigint' ? field.toString() : field))
  await sql`select cm_book_apply(${json(changes)}::jsonb, ${json(ledger)}::jsonb, ${json(rows)}::jsonb, ${settings.freezeDay}::integer, ${settings.now}::timestamptz, ${releaseAt}::timestamptz, ${matchedSeq}::bigint, ${lastSeq}::bigint)`.execute(trx)
  return { arrivals: arrivals.length, matches: fills.length }
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
