import { sql } from 'kysely'
import { createBatchLoader } from '../../db/batchLoader.ts'
import type { Db } from '../../db/database.ts'
import { ledgerItem, type LedgerItem, type LedgerTransaction, type PostingOptions } from '../../modules/wallet/ledger.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { isKnownFull } from './partnerFullRounds.ts'

/** One purchase as partner_sell_seats (migrations 0028, 0035) takes it. */
export interface SeatSale {
  roundId: number
  userId: number
  /** The programme clock's now: the round's window is judged at it. */
  now: Date
  /** The signed price, in base units: refused if it is no longer the round's. */
  payAmount: bigint
  referrerId: number
  /** Direct partners that make the referrer genesis (config). */
  genesisDirects: number
  /** The funded account the rewards come from. */
  pool: { purpose: string; tokenId: number }
  /** The purchase's one posting: the price to income, the rewards from the pool, guarded by the nonce. */
  posting: LedgerTransaction
  options: PostingOptions
}

export type SaleRefusal = 'round_unknown' | 'not_started' | 'ended' | 'full' | 'price_moved' | 'seat_owned' | 'pool_underfunded' | 'guard_failed' | 'duplicate' | 'insufficient'
export type SaleOutcome = { status: 'sold'; id: string; team_level: number } | { status: SaleRefusal }

export interface SeatSeller {
  sell(sale: SeatSale): Promise<SaleOutcome>
}

/** A sale as the SQL function takes it; reads the posting's guard, as a signed posting must. */
export function saleItem(sale: SeatSale) {
  const ledger: LedgerItem = ledgerItem(sale.posting, sale.options)
  return {
    round_id: sale.roundId,
    user_id: sale.userId,
    now: sale.now.toISOString(),
    pay_amount: sale.payAmount.toString(),
    referrer_id: sale.referrerId,
    genesis_directs: sale.genesisDirects,
    pool: { purpose: sale.pool.purpose, token_id: sale.pool.tokenId },
    ledger,
  }
}

export type SaleItem = ReturnType<typeof saleItem>

/** Sells a batch in one statement; one outcome per item, in order. */
export async function sellSeats(db: Db, items: readonly SaleItem[]): Promise<SaleOutcome[]> {
  const { rows } = await sql<{ results: SaleOutcome[] }>`select partner_sell_seats(${JSON.stringify(items)}::jsonb) as results`.execute(db)
  const results = rows[0]?.results
  if (results?.length !== items.length) throw new Error(`partner_sell_seats answered ${results?.length ?? 0} of ${items.length} items`)
  return results
}

async function sellBatch(db: Db, items: readonly SaleItem[]): Promise<(SaleOutcome | Error)[]> {
  try {
    return await sellSeats(db, items)
  } catch (error) {
    if (items.length === 1) return [error instanceof Error ? error : new Error(String(error))]
    // A statement that failed wrote nothing (a seat's primary key, a deadlock with another process's batch): each goes alone.
    return Promise.all(items.map(async (one) => (await sellBatch(db, [one]))[0] as SaleOutcome | Error))
  }
}

/** True when the round is known to be full at `now` (seats are never given back): its sale needs no statement. */
export type KnownFull = (roundId: number, now: Date) => boolean

/**
 * A batch as it leaves: purchases of rounds that became known full while they waited (a herd
 * queues thousands behind the first statement) are answered `full` at once; the rest go to the
 * database in one statement.
 */
async function sellUnlessFull(db: Db, items: readonly SaleItem[], knownFull: KnownFull): Promise<(SaleOutcome | Error)[]> {
  const open = items.filter((item) => !knownFull(item.round_id, new Date(item.now)))
  const sold = open.length === 0 ? [] : await sellBatch(db, open)
  const outcomes = new Map(open.map((item, index) => [item, sold[index]]))
  return items.map((item) => outcomes.get(item) ?? { status: 'full' })
}

// As the ledger's poster (ledgerBatch.ts): a herd's purchases share the pool's and the rounds'
// rows, so one statement and one commit serve all that arrived together; the second batch in
// flight has travelled and waits on those rows while the first commits.
const BATCHING = { maxBatchSize: 256, maxInFlight: 2 }

export function createSeatSeller(db: Db, knownFull: KnownFull = () => false): SeatSeller {
  const loader = createBatchLoader<SaleItem, SaleOutcome>((items) => sellUnlessFull(db, items, knownFull), BATCHING)
  return { sell: (sale) => loader.load(saleItem(sale)) }
}

const sellers = new WeakMap<ProgrammeContext, SeatSeller>()

/** The seller of a programme context (a test's database or the server's): batches never mix databases. */
export function seatSeller(ctx: ProgrammeContext): SeatSeller {
  const known = sellers.get(ctx) ?? createSeatSeller(ctx.db, (roundId, now) => isKnownFull(ctx, roundId, now))
  sellers.set(ctx, known)
  return known
}
