import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { withdrawOrderSignedParams, withdrawStatuses, withdrawStatusNames, type withdrawOrder, type WithdrawStatus } from '@hapdex/core/api/withdraw'
import type { Language } from '@hapdex/core/i18n/languages'
import { withdrawFee } from '@hapdex/core/rules/withdrawFee'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import type { Db } from '../../db/database.ts'
import { inTransaction } from '../../db/inTransaction.ts'
import { ApiError } from '../../http/apiError.ts'
import { postLedgerTransaction, type Posting } from '../wallet/ledger.ts'
import { parsePositiveAmount, toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import { chainTokens, destination, tokenConfigOf } from '../wallet/wallet.service.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { payoutsPaused } from './payerState.ts'
import { lockUserForWithdrawal, remainingInDay, withdrawLimitsOf, withdrawnInDay } from './withdrawLimits.ts'
import { findOrder, insertOrder, listOrdersOfUser, transitionOrder, type OrderRow } from './withdraw.repo.ts'

export async function withdrawConfigs(ctx: WalletContext) {
  return { list: (await chainTokens(ctx)).map((token) => tokenConfigOf(ctx, token, 'withdraw')), payout_eta_seconds: payoutEtaSeconds(ctx.config.workerIntervalMs), paused: await payoutsPaused(ctx) }
}

/**
 * How soon a withdrawal below the review threshold is usually paid: the payer picks it up on its
 * next pass and the payout is mined a pass or two later; said in whole minutes, never under one.
 */
export function payoutEtaSeconds(workerIntervalMs: number): number {
  return Math.max(1, Math.ceil((3 * workerIntervalMs) / 60_000)) * 60
}

export async function withdrawCondition(ctx: WalletContext, userId: number, tokenId: number) {
  const token = await ctx.tokens.byId(tokenId)
  const usable = (await ctx.balances(userId)).get(token.id)?.usable ?? 0n
  const limits = withdrawLimitsOf(token, ctx.config)
  const withdrawn = await withdrawnInDay(ctx.db, userId, token.id, ctx.now())
  return {
    daily_limit: toDecimal(limits.dailyLimit, token),
    daily_remaining: toDecimal(remainingInDay(limits, withdrawn), token),
    min_withdraw: toDecimal(token.minWithdraw, token),
    fee_rate: token.withdrawFeeRate,
    min_fee: toDecimal(token.withdrawMinFee, token),
    max_fee: toDecimal(token.withdrawMaxFee, token),
    usable: toDecimal(usable, token),
  }
}

export function orderRecord(order: OrderRow, token: Pick<TokenSettings, 'symbol' | 'decimals'>, language: Language) {
  const amount = BigInt(order.amount)
  const fee = BigInt(order.fee)
  return {
    id: Number(order.id),
    created_time: order.created_at.toISOString(),
    token_id: order.token_id,
    token_name: token.symbol,
    amount: toDecimal(amount, token),
    fee: toDecimal(fee, token),
    actual_amount: toDecimal(amount - fee, token),
    address: order.address,
    status: order.status,
    status_txt: withdrawStatusNames[order.status][language],
    type: 1 as const,
    tx_hash: order.tx_hash ?? '',
  }
}

type WithdrawOrderInput = z.output<(typeof withdrawOrder)['input']>

/**
 * Freezes the amount (fee included: the chain pays amount − fee) under the wallet's signature.
 * Orders above the review threshold wait for an operator; the rest go straight to the payer.
 */
export async function placeWithdrawOrder(
  ctx: WalletContext,
  user: SessionUser,
  input: WithdrawOrderInput,
  language: Language,
): Promise<EndpointOutput<typeof withdrawOrder>> {
  const token = await ctx.tokens.byId(input.token_id)
  if (token.contract === undefined) throw new ApiError('wallet.token_unknown', { detail: 'not withdrawable on this chain' })
  const amount = parsePositiveAmount(input.amount, token)
  // Rounds up (withdrawFee), then held to [min_fee, max_fee]: the house never undercharges by a fraction of a unit.
  const fee = withdrawFee({ amount, feeRate: token.withdrawFeeRate, minFee: token.withdrawMinFee, maxFee: token.withdrawMaxFee })
  if (amount < token.minWithdraw || fee >= amount) throw new ApiError('withdraw.below_minimum')
  const limits = withdrawLimitsOf(token, ctx.config)
  if (amount > limits.dailyLimit) throw new ApiError('withdraw.daily_limit')
  const signed = { title: signedActionTitles.withdrawOrder, params: withdrawOrderSignedParams(input), signed: input }
  const address = destination(ctx, input.address)
  return requireSignedPosting(ctx.db, user, signed, async (trx, guard) => {
    // Counted under the user's lock: orders placed at once cannot each pass on the other's room.
    await lockUserForWithdrawal(trx, user.id)
    const withdrawn = (await withdrawnInDay(trx, user.id, token.id, ctx.now())) + amount
    if (withdrawn > limits.dailyLimit) throw new ApiError('withdraw.daily_limit')
    const needsReview = withdrawn > limits.reviewThreshold
    const transactionId = await postLedgerTransaction(trx, {
      idempotencyKey: `withdraw:${input.nonce}`,
      kind: 'withdraw_freeze',
      guard,
      postings: [
        { owner: 'user', userId: user.id, purpose: 'usable', tokenId: token.id, amount: -amount },
        { owner: 'user', userId: user.id, purpose: 'frozen', tokenId: token.id, amount },
      ],
    }, { bills: [{ userId: user.id, tokenId: token.id, behavior: billBehaviors.withdraw, amount, usableChange: -amount, counterparty: address }] })
    if (transactionId === undefined) throw new Error(`withdrawal ${input.nonce} posted twice`)
    const order = await insertOrder(trx, { userId: user.id, tokenId: token.id, amount, fee, address, status: needsReview ? withdrawStatuses.review : withdrawStatuses.approved, createdAt: ctx.now() })
    return orderRecord(order, token, language)
  })
}

export async function withdrawOrders(ctx: WalletContext, userId: number, page: number, pageSize: number, language: Language) {
  const [rows, tokens] = await Promise.all([listOrdersOfUser(ctx.db, userId, page, pageSize), ctx.tokens.all()])
  const byId = new Map(tokens.map((token) => [token.id, token]))
  return { list: rows.map((row) => orderRecord(row, byId.get(row.token_id) ?? { symbol: '', decimals: 18 }, language)), page, page_size: pageSize }
}

/** Paid on chain: the frozen amount leaves; amount − fee left custody, the fee stays with the system. */
export async function settlePaid(db: Db, order: OrderRow): Promise<boolean> {
  const amount = BigInt(order.amount)
  const fee = BigInt(order.fee)
  return db.transaction().execute(async (trx) => {
    if (!(await transitionOrder(trx, order.id, withdrawStatuses.sending, withdrawStatuses.paid))) return false
    const postings: Posting[] = [
      { owner: 'user', userId: order.user_id, purpose: 'frozen', tokenId: order.token_id, amount: -amount },
      { owner: 'system', purpose: 'custody', tokenId: order.token_id, amount: amount - fee },
    ]
    if (fee > 0n) postings.push({ owner: 'system', purpose: 'fees', tokenId: order.token_id, amount: fee })
    await postLedgerTransaction(trx, { idempotencyKey: `withdraw-paid:${order.id}`, kind: 'withdraw_paid', postings })
    return true
  })
}

/** Failed on chain or rejected by an operator: the frozen amount returns to usable. */
export async function refundOrder(db: Db, order: OrderRow, from: WithdrawStatus, to: WithdrawStatus, error = ''): Promise<boolean> {
  const amount = BigInt(order.amount)
  // In the caller's transaction when there is one: an operator's reject commits with its audit entry.
  return inTransaction(db, async (trx) => {
    if (!(await transitionOrder(trx, order.id, from, to, { error }))) return false
    await postLedgerTransaction(trx, {
      idempotencyKey: `withdraw-refund:${order.id}`,
      kind: 'withdraw_refund',
      postings: [
        { owner: 'user', userId: order.user_id, purpose: 'frozen', tokenId: order.token_id, amount: -amount },
        { owner: 'user', userId: order.user_id, purpose: 'usable', tokenId: order.token_id, amount },
      ],
    }, { bills: [{ userId: order.user_id, tokenId: order.token_id, behavior: billBehaviors.withdrawRefund, amount, usableChange: amount, counterparty: order.address }] })
    return true
  })
}

export async function orderOrThrow(db: Db, id: number): Promise<OrderRow> {
  const order = await findOrder(db, id)
  if (order === undefined) throw new ApiError('not_found')
  return order
}
