import { partnerBuySignedParams, type partnerBuy } from '@hapdex/core/api/partner'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { withSignedGuard } from '../../auth/signedAction.ts'
import { createBatchLoader, READ_BATCHING } from '../../db/batchLoader.ts'
import { ApiError } from '../../http/apiError.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { perContext } from '../base/perContext.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { readPurchases, type RoundRow } from './partner.repo.ts'
import { noteFull, refuseIfSeenFull } from './partnerFullRounds.ts'
import { GENESIS_LEVEL, PARTNER_LEVEL, seatRewardCredits } from './partnerRewards.ts'
import { PARTNER_POOL, purchaseSale } from './partnerPurchase.ts'
import { seatSeller, type SaleRefusal } from './partnerSeatSale.ts'

type BuyInput = z.output<(typeof partnerBuy)['input']>

/** The purchases that arrive together read their rounds and standings in one query. */
const purchaseReader = perContext((ctx) =>
  createBatchLoader((purchases: readonly { userId: number; roundId: number }[]) => readPurchases(ctx.db, purchases, GENESIS_LEVEL), READ_BATCHING),
)

/** Why a round sold no seat at `now`: not started, ended, or full. */
function refusal(round: RoundRow, now: Date): ApiError {
  if (now < round.begin_at) return new ApiError('partner.round_not_started')
  if (now > round.end_at) return new ApiError('partner.round_ended')
  return new ApiError('partner.round_full')
}

/**
 * Refuses at once a round that, as read, cannot sell: most of a crowd arrives after the last seat
 * and must get its answer without a signature check or a transaction. The sale statement still
 * decides on the locked round for those who pass, so a read that is already stale can never oversell.
 */
function refuseUnlessSelling(ctx: ProgrammeContext, round: RoundRow, now: Date): void {
  if (round.recruited >= round.max_recruit) noteFull(ctx, round)
  if (now < round.begin_at || now > round.end_at || round.recruited >= round.max_recruit) throw refusal(round, now)
}

const saleErrors: Record<Exclude<SaleRefusal, 'full'>, () => ApiError> = {
  round_unknown: () => new ApiError('partner.round_unknown'),
  not_started: () => new ApiError('partner.round_not_started'),
  ended: () => new ApiError('partner.round_ended'),
  price_moved: () => new ApiError('programme.price_moved'),
  seat_owned: () => new ApiError('partner.seat_owned'),
  pool_underfunded: () => new ApiError('programme.pool_underfunded', { detail: PARTNER_POOL }),
  // The posting's key embeds the nonce: posted before means this request is a replay.
  guard_failed: () => new ApiError('action.nonce_invalid'),
  duplicate: () => new ApiError('action.nonce_invalid'),
  insufficient: () => new ApiError('wallet.insufficient_balance'),
}

/** Why the sale refused; a round found full stays full (seats are never given back). */
function saleRefused(ctx: ProgrammeContext, round: RoundRow, status: SaleRefusal): ApiError {
  if (status !== 'full') return saleErrors[status]()
  noteFull(ctx, round)
  return new ApiError('partner.round_full')
}

/**
 * `Partner Buy`: one seat per user, paid from the custodial balance to `income`, its referral and
 * team rewards paid from partner_pool. Everything that can be read without a lock is read first
 * (and most of a herd is refused there); the locked part — the round's counter, the pool, the
 * seat, the posting, the levels — is one statement batched with the purchases that arrived
 * together (partnerSeatSale.ts, migration 0028), so a refused or failed purchase moves nothing.
 */
export async function buySeat(ctx: ProgrammeContext, user: SessionUser, input: BuyInput) {
  const config = await ctx.configs.get('partner')
  if (config.status !== '1') throw new ApiError('programme.closed')
  const now = ctx.clock.now()
  refuseIfSeenFull(ctx, input.round_id, now)
  const { round, buyer } = await purchaseReader(ctx).load({ userId: user.id, roundId: input.round_id })
  if (round === undefined || buyer === undefined) throw new ApiError('partner.round_unknown')
  const token = await ctx.tokens.byId(round.token_id)
  const payAmount = BigInt(round.pay_amount)
  // The signed price must be the round's: the wallet showed what it charges.
  if (parsePositiveAmount(input.pay_amount, token) !== payAmount) throw new ApiError('programme.price_moved')
  refuseUnlessSelling(ctx, round, now)
  if (buyer.seatOwned) throw new ApiError('partner.seat_owned')
  // The referrer must be a partner or a genesis partner ("Your leader is not a member"); no referrer is level 0.
  if (buyer.referrerLevel < PARTNER_LEVEL) throw new ApiError('partner.leader_not_member')
  const rewards = seatRewardCredits({ ...buyer, payAmount, tokenId: token.id, config })
  const purchase = { roundId: round.id, userId: user.id, tokenId: token.id, payAmount, nonce: input.nonce, referrerId: buyer.referrerId, genesisDirects: config.genesis_directs, rewards }
  const signed = { title: signedActionTitles.partnerBuy, params: partnerBuySignedParams(input), signed: input }
  const outcome = await withSignedGuard(user, signed, (guard) => seatSeller(ctx).sell(purchaseSale(purchase, now, guard)))
  if (outcome.status !== 'sold') throw saleRefused(ctx, round, outcome.status)
  return { round_id: round.id, pay_amount: toDecimal(payAmount, token), pay_token: token.symbol, team_level: outcome.team_level }
}
