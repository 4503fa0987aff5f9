import { cmCancelSignedParams, cmPublishSignedParams, type cmCancel, type cmPublish } from '@hapdex/core/api/circulationMarket'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { orderUnits, type OrderSide } from '@hapdex/core/rules/circulationMarket'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting, withSignedGuard } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount } from '../../modules/wallet/tokenCatalog.ts'
import { perContext } from '../base/perContext.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { unlockStake } from '../base/stakes.ts'
import { createBookRuns } from './bookRuns.ts'
import { lockBook, matchArrivals, MAX_ARRIVALS_PER_RUN } from './cmBook.ts'
import { readMarket, type Market } from './cmMarket.ts'
import { orderPublish, orderPublisher, type PublishRefusal } from './cmPublish.ts'
import { cmTables } from './cm.table.ts'
import { orderView, queuedOrderView } from './cm.service.ts'

type PublishInput = z.output<(typeof cmPublish)['input']>
type CancelInput = z.output<(typeof cmCancel)['input']>

function requireOpen(market: Market): void {
  if (market.config.status === '2') throw new ApiError('cm.ended')
  if (market.config.status !== '1') throw new ApiError('cm.closed')
}

function quotaError(side: OrderSide): ApiError {
  return new ApiError(side === 0 ? 'cm.quota_buy' : 'cm.quota_sell')
}

/** The matcher of a programme context: runs coalesced per process (bookRuns.ts), each draining every arrival it finds. */
const bookRunsOf = perContext((ctx) =>
  createBookRuns(async () => {
    // The configuration when the run starts: a match is frozen for the freeze_day then in force.
    const market = await readMarket(ctx)
    const settings = { payTokenId: market.pay.id, tokenId: market.token.id, freezeDay: market.config.freeze_day, now: ctx.clock.now() }
    // One bounded transaction per run of the book; a backlog larger than a run takes the next ones at once.
    while ((await ctx.db.transaction().execute((trx) => matchArrivals(trx, settings))).arrivals === MAX_ARRIVALS_PER_RUN);
  }),
)

/**
 * Runs the matcher (decision 0038): matches every order queued before the call, in runs of the
 * book after it, coalesced per process (bookRuns.ts); other processes' runs wait for the book's
 * lock. Resolves once a run that started after the call has drained the queue.
 */
export function runBook(ctx: ProgrammeContext): Promise<void> {
  return bookRunsOf(ctx)()
}

/**
 * Wakes the matcher without waiting for it: a publish is answered once its order is queued. A run
 * that fails (a deadlock, a lost connection) leaves its arrivals queued for the next run: the next
 * publish's, a withdrawal's, or the worker's pass (cm.programme.ts).
 */
export function wakeMatcher(ctx: ProgrammeContext): void {
  runBook(ctx).catch(() => undefined)
}

const publishErrors: Record<PublishRefusal, (side: OrderSide) => ApiError> = {
  quota: quotaError,
  // The reservation's key embeds the nonce: posted before means this request is a replay.
  duplicate: () => new ApiError('action.nonce_invalid'),
  guard_failed: () => new ApiError('action.nonce_invalid'),
  insufficient: () => new ApiError('wallet.insufficient_balance'),
}

/**
 * `Circulation Order Publish`: an order of whole units; a buy reserves units × unit cost of the
 * pay token, a sell its tokens (usable -> cm_reserved), within the side's quota. The reservation,
 * the quota (counted under the user's lock, so racing publishes cannot pass it together) and the
 * order row with its queue position are one statement batched with the publishes that arrived
 * together (cmPublish.ts, migrations 0038 and 0040); the matcher matches it after (cmBook.ts).
 * Refused: nothing moves.
 */
export async function publishOrder(ctx: ProgrammeContext, user: SessionUser, input: PublishInput) {
  const market = await readMarket(ctx)
  requireOpen(market)
  const side = input.type as OrderSide
  const amount = parsePositiveAmount(input.amount, market.token)
  const units = orderUnits(amount, market.unitAmount)
  if (units === undefined) throw new ApiError('cm.amount_step', { detail: `${market.config.amount} ${market.token.symbol}` })
  // Beyond the whole quota, whatever is open: answered before the signature and the statement.
  if (amount > market.quota[side]) throw quotaError(side)
  const action = { title: signedActionTitles.circulationOrderPublish, params: cmPublishSignedParams(input), signed: input }
  const now = ctx.clock.now()
  const outcome = await withSignedGuard(user, action, (guard) => orderPublisher(ctx)(orderPublish(market, { userId: user.id, side, units, now, nonce: input.nonce, guard })))
  if (outcome.status !== 'published') throw publishErrors[outcome.status](side)
  // Reserved and queued: the answer does not wait for the match (the matcher drains the queue in
  // large runs, decision 0038); the order page shows it matched once a run took it.
  wakeMatcher(ctx)
  return queuedOrderView(market, { id: outcome.id, address: user.address, side, units, createdAt: now })
}

/**
 * `Circulation Order Cancel`: withdraws what is left of one's own queuing order and returns its
 * reservation, under the book's lock (after a run of the matcher that saw the order), so a withdrawal and a
 * match never take the same units; of racing withdrawals one posts and the rest find the order
 * withdrawn. Another user's order is answered as unknown.
 */
export async function cancelOrder(ctx: ProgrammeContext, user: SessionUser, input: CancelInput) {
  const market = await readMarket(ctx)
  const order = await cmTables(ctx.db).selectFrom('cm_orders').select(['user_id', 'type', 'status']).where('id', '=', input.id).executeTakeFirst()
  if (order === undefined || order.user_id !== user.id || order.type !== input.type) throw new ApiError('cm.order_unknown')
  if (order.status !== 0) throw new ApiError('cm.not_queuing')
  await runBook(ctx)
  const action = { title: signedActionTitles.circulationOrderCancel, params: cmCancelSignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, action, async (trx, guard) => {
    await lockBook(trx)
    const row = await cmTables(trx)
      .selectFrom('cm_orders')
      .select(['units', 'matched_units', 'withdrawn_units', 'unit_amount', 'unit_cost', 'status'])
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow()
    const left = row.units - row.matched_units - row.withdrawn_units
    if (row.status !== 0 || left <= 0) throw new ApiError('cm.not_queuing')
    const side = input.type as OrderSide
    await unlockStake(trx, {
      userId: user.id,
      tokenId: side === 0 ? market.pay.id : market.token.id,
      purpose: 'cm_reserved',
      amount: BigInt(left) * BigInt(side === 0 ? row.unit_cost : row.unit_amount),
      // One withdrawal per order: a second could never post, whatever got past the checks.
      key: `cm-cancel:${input.id}`,
      kind: 'cm_cancel',
      behavior: billBehaviors.cmCancel,
      guard,
    })
    await cmTables(trx).updateTable('cm_orders').set({ withdrawn_units: row.withdrawn_units + left, status: 3, finished_at: ctx.clock.now() }).where('id', '=', input.id).execute()
  })
  return orderView(ctx, user.id, input.id)
}
