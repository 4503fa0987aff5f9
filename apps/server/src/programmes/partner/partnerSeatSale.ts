import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ledgerItem, type LedgerItem, type LedgerTransaction, type PostingOptions } from '../../modules/wallet/ledger.ts'
import { perContext } from '../base/perContext.ts'
import { createStatementBatches } from '../base/statementBatches.ts'
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

/** True when the round is known to be full at `now` (seats are never given back): its sale needs no statement. */
export type KnownFull = (roundId: number, now: Date) => boolean

/**
 * Purchases batched as they arrive (the base's createStatementBatches: one statement per batch,
 * each alone after a failed one). Purchases of rounds that became known full while they waited (a
 * herd queues thousands behind the first statement) are answered `full` when their batch leaves,
 * without a statement.
 */
export function createSeatSeller(db: Db, knownFull: KnownFull = () => false): SeatSeller {
  const sell = createStatementBatches((items: readonly SaleItem[]) => sellSeats(db, items), {
    answerWithout: (item): SaleOutcome | undefined => (knownFull(item.round_id, new Date(item.now)) ? { status: 'full' } : undefined),
  })
  return { sell: (sale) => sell(saleItem(sale)) }
}

/** The seller of a programme context (a test's database or the server's): batches never mix databases. */
export const seatSeller = perContext((ctx) => createSeatSeller(ctx.db, (roundId, now) => isKnownFull(ctx, roundId, now)))
