import { matchFifo, type BookOrder, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ledgerItem, postLedgerItems, type LedgerItem } from '../../modules/wallet/ledger.ts'
import { cmTables } from './cm.table.ts'

/** The order book's lock (pg_advisory_xact_lock, bigint key space): queueing, matching and withdrawing run one at a time. */
export const CM_BOOK_LOCK = 7_100_032
/** A user's publishes, in the two-integer key space (it never meets the bigint one): the quota is counted under it. */
export const CM_USER_LOCK_SPACE = 7_100_032

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
 * position and takes units from the oldest queuing orders of the other side of its book (core's
 * matchFifo, the rule the bench replays). Each match is one ledger transaction settling both
 * sides: the buyer's reserved pay tokens to the seller's frozen balance and the seller's reserved
 * tokens to the buyer's, frozen freeze_day days. A publish and a withdrawal call it; arrivals left
 * by a crash are taken by the next call. Returns the number of matches.
 *
 * Publishes reserve their balance before (outside the lock), so no transaction ever holds
 * account rows while waiting for the book: the lock and the ledger's row locks cannot deadlock.
 */
export async function matchArrivals(trx: Db, settings: MatchSettings): Promise<number> {
  await lockBook(trx)
  // An index scan (not a bitmap scan) marks the entries of orders queued since as dead as it passes
  // them, so the arrivals' partial index stays a few entries long instead of one per order ever
  // published (9 ms a run at 44,000 orders in bench/matching, and growing).
  await sql`set local enable_bitmapscan = off`.execute(trx)
  const { rows: arrivals } = await sql<OrderRow>`select id, user_id, type, units - matched_units - withdrawn_units as left, unit_amount::text, unit_cost::text, seq::text
    from cm_orders where seq is null order by id`.execute(trx)
  if (arrivals.length === 0) return 0
  const resting = await restingOrders(trx, arrivals)
  const { rows: last } = await sql<{ seq: string }>`select o.seq::text as seq from cm_orders o where o.seq is not null order by o.seq desc limit 1`.execute(trx)
  let seq = BigInt(last[0]?.seq ?? '0')

  const byId = new Map<number, OrderRow>([...resting, ...arrivals].map((row) => [row.id, row]))
  const book: BookOrder[] = [...resting, ...arrivals].map((row) => ({ id: row.id, side: row.type as OrderSide, book: bookOf(row), units: row.left }))
  const fills = matchFifo(book)
  for (const row of arrivals) row.seq = (seq += 1n).toString()
  const matched = new Map<number, number>()
  for (const fill of fills) {
    matched.set(fill.buyId, (matched.get(fill.buyId) ?? 0) + fill.units)
    matched.set(fill.sellId, (matched.get(fill.sellId) ?? 0) + fill.units)
  }

  const changed = [...byId.values()].filter((row) => row.seq !== null && (matched.has(row.id) || arrivals.includes(row)))
  await sql`update cm_orders o set seq = v.seq, matched_units = o.matched_units + v.matched,
      status = case when o.matched_units + v.matched + o.withdrawn_units = o.units then 1 else 0 end
    from unnest(${sql.val(changed.map((row) => row.id))}::integer[], ${sql.val(changed.map((row) => row.seq))}::bigint[], ${sql.val(changed.map((row) => matched.get(row.id) ?? 0))}::integer[]) v(id, seq, matched)
    where o.id = v.id`.execute(trx)
  if (fills.length === 0) return 0

  const matchedAt = settings.now
  const releaseAt = new Date(matchedAt.getTime() + settings.freezeDay * DAY_MS)
  const items: LedgerItem[] = []
  const values = fills.map((fill) => {
    const buy = byId.get(fill.buyId)!
    const sell = byId.get(fill.sellId)!
    const amount = BigInt(sell.unit_amount) * BigInt(fill.units)
    const cost = BigInt(buy.unit_cost) * BigInt(fill.units)
    items.push(ledgerItem({
      // A buy and a sell match at most once: one of them is used up by it.
      idempotencyKey: `cm-match:${fill.buyId}:${fill.sellId}`,
      kind: 'cm_match',
      postings: [
        { owner: 'user', userId: buy.user_id, purpose: 'cm_reserved', tokenId: settings.payTokenId, amount: -cost },
        { owner: 'user', userId: sell.user_id, purpose: 'circ_frozen', tokenId: settings.payTokenId, amount: cost },
        { owner: 'user', userId: sell.user_id, purpose: 'cm_reserved', tokenId: settings.tokenId, amount: -amount },
        { owner: 'user', userId: buy.user_id, purpose: 'circ_frozen', tokenId: settings.tokenId, amount },
      ],
    }))
    return { buy_order_id: fill.buyId, sell_order_id: fill.sellId, buyer_id: buy.user_id, seller_id: sell.user_id, units: fill.units, amount: amount.toString(), cost: cost.toString(), freeze_day: settings.freezeDay, matched_at: matchedAt, release_at: releaseAt }
  })
  const results = await postLedgerItems(trx, items)
  const rows = values.map((value, index) => {
    const result = results[index]
    if (result?.status !== 'posted') throw new Error(`cm-match ${value.buy_order_id}:${value.sell_order_id} was not posted: ${result?.status ?? 'no answer'}`)
    return { ...value, transaction_id: result.id }
  })
  for (let start = 0; start < rows.length; start += 2000) await cmTables(trx).insertInto('cm_fills').values(rows.slice(start, start + 2000)).execute()
  return fills.length
}

/**
 * The queuing orders the arrivals can reach, in queue order: per book and side, at most as many
 * as the other side's arrivals have units (each queuing order has at least one unit left).
 */
async function restingOrders(trx: Db, arrivals: readonly OrderRow[]): Promise<OrderRow[]> {
  const reach = new Map<string, { type: number; unitAmount: string; unitCost: string; units: number }>()
  for (const row of arrivals) {
    const key = `${1 - row.type}:${bookOf(row)}`
    const entry = reach.get(key) ?? { type: 1 - row.type, unitAmount: row.unit_amount, unitCost: row.unit_cost, units: 0 }
    entry.units += row.left
    reach.set(key, entry)
  }
  const resting: OrderRow[] = []
  for (const { type, unitAmount, unitCost, units } of reach.values()) {
    // Ordered by the table's column (o.seq), not the text the select list makes of it.
    const { rows } = await sql<OrderRow>`select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text as unit_amount, o.unit_cost::text as unit_cost, o.seq::text as seq
      from cm_orders o where o.status = 0 and o.seq is not null and o.type = ${type} and o.unit_cost = ${unitCost}::numeric and o.unit_amount = ${unitAmount}::numeric
      order by o.seq limit ${units}`.execute(trx)
    resting.push(...rows)
  }
  return resting.sort((a, b) => (BigInt(a.seq!) < BigInt(b.seq!) ? -1 : 1))
}
