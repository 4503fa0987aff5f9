import { billBehaviors } from '@hapdex/core/api/wallet'
import type { OrderSide } from '@hapdex/core/rules/circulationMarket'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { ledgerItem, type LedgerGuard, type LedgerItem, type LedgerTransaction, type PostingOptions } from '../../modules/wallet/ledger.ts'
import { perContext } from '../base/perContext.ts'
import { stakeLockPosting } from '../base/stakes.ts'
import { createStatementBatches } from '../base/statementBatches.ts'
import type { Market } from './cmMarket.ts'

/** One publish as cm_publish_orders (migration 0038) takes it. */
export interface OrderPublish {
  userId: number
  side: OrderSide
  units: number
  unitAmount: bigint
  unitCost: bigint
  /** The side's quota, in token base units: queuing plus frozen plus this order must stay within it. */
  quota: bigint
  createdAt: Date
  /** The reservation (usable -> cm_reserved), guarded by the signature's nonce. */
  reservation: LedgerTransaction
  options: PostingOptions
}

/**
 * A user's publish of `units` units on `side` at the market's unit, cost and quota: a buy reserves
 * units × unit cost of the pay token, a sell its tokens (usable -> cm_reserved, base stakeLockPosting),
 * keyed and guarded by the signature's nonce.
 */
export function orderPublish(market: Market, publish: { userId: number; side: OrderSide; units: number; now: Date; nonce: string; guard: LedgerGuard }): OrderPublish {
  const { userId, side, units } = publish
  const reserved = side === 0 ? { tokenId: market.pay.id, amount: market.unitCost * BigInt(units) } : { tokenId: market.token.id, amount: market.unitAmount * BigInt(units) }
  const { transaction, options } = stakeLockPosting({
    userId,
    ...reserved,
    purpose: 'cm_reserved',
    key: `cm-publish:${publish.nonce}`,
    kind: 'cm_publish',
    behavior: side === 0 ? billBehaviors.cmPublishBuy : billBehaviors.cmPublishSell,
    guard: publish.guard,
  })
  return { userId, side, units, unitAmount: market.unitAmount, unitCost: market.unitCost, quota: market.quota[side], createdAt: publish.now, reservation: transaction, options }
}

export type PublishRefusal = 'quota' | 'duplicate' | 'guard_failed' | 'insufficient'
export type PublishOutcome = { status: 'published'; id: number } | { status: PublishRefusal }

/** A publish as the SQL function takes it; reads the reservation's guard, as a signed posting must. */
export function publishItem(publish: OrderPublish) {
  const ledger: LedgerItem = ledgerItem(publish.reservation, publish.options)
  return {
    user_id: publish.userId,
    type: publish.side,
    units: publish.units,
    amount: (publish.unitAmount * BigInt(publish.units)).toString(),
    unit_amount: publish.unitAmount.toString(),
    unit_cost: publish.unitCost.toString(),
    quota: publish.quota.toString(),
    created_at: publish.createdAt.toISOString(),
    ledger,
  }
}

export type PublishItem = ReturnType<typeof publishItem>

/** Decides a batch of publishes in one statement; one outcome per item, in order. */
export async function publishOrders(db: Db, items: readonly PublishItem[]): Promise<PublishOutcome[]> {
  const { rows } = await sql<{ results: PublishOutcome[] }>`select cm_publish_orders(${JSON.stringify(items)}::jsonb) as results`.execute(db)
  const results = rows[0]?.results
  if (results?.length !== items.length) throw new Error(`cm_publish_orders answered ${results?.length ?? 0} of ${items.length} items`)
  return results
}

export type OrderPublisher = (publish: OrderPublish) => Promise<PublishOutcome>

/** Publishes batched as they arrive: one statement per batch (the base's createStatementBatches). */
export function createOrderPublisher(db: Db): OrderPublisher {
  const decide = createStatementBatches((items: readonly PublishItem[]) => publishOrders(db, items))
  return (publish) => decide(publishItem(publish))
}

/** The publisher of a programme context (a test's database or the server's): batches never mix databases. */
export const orderPublisher = perContext((ctx) => createOrderPublisher(ctx.db))
