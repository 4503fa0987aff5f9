import { partnerBuySignedParams, type partnerBuy } from '@hapdex/core/api/partner'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { findUserById } from '../../modules/user/user.repo.ts'
import { parsePositiveAmount, toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { raiseTeamLevel } from '../../modules/invite/invite.repo.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { payFromPool } from '../base/pools/payFromPool.ts'
import { postUserPayment } from '../base/programmePayment.ts'
import { countDirectPartners, findRound, hasSeat, insertSeat, takeSeat, teamLevel, type RoundRow } from './partner.repo.ts'
import { noteFull, refuseIfSeenFull } from './partnerFullRounds.ts'
import { GENESIS_LEVEL, PARTNER_LEVEL, seatRewardPayment } from './partnerRewards.ts'

type BuyInput = z.output<(typeof partnerBuy)['input']>

/** Why a round sold no seat at `now`: not started, ended, or full. */
function refusal(round: RoundRow, now: Date): ApiError {
  if (now < round.begin_at) return new ApiError('partner.round_not_started')
  if (now > round.end_at) return new ApiError('partner.round_ended')
  return new ApiError('partner.round_full')
}

/** takeSeat found no seat: within the window, the round is full (committed by others), and stays so. */
function seatGone(ctx: ProgrammeContext, round: RoundRow, now: Date): ApiError {
  const error = refusal(round, now)
  if (error.key === 'partner.round_full') noteFull(ctx, round)
  return error
}

/**
 * Refuses at once a round that, as read, cannot sell: most of a crowd arrives after the last seat
 * and must get its answer without a signature check or a transaction. takeSeat still decides for
 * those who pass, so a read that is already stale can never oversell.
 */
function refuseUnlessSelling(ctx: ProgrammeContext, round: RoundRow, now: Date): void {
  if (round.recruited >= round.max_recruit) noteFull(ctx, round)
  if (now < round.begin_at || now > round.end_at || round.recruited >= round.max_recruit) throw refusal(round, now)
}

/** The referrer, who must be a partner or a genesis partner ("Your leader is not a member"). */
async function partnerReferrer(ctx: ProgrammeContext, userId: number) {
  const parentId = (await findUserById(ctx.db, userId))?.parent_id ?? 0
  const level = parentId === 0 ? 0 : await teamLevel(ctx.db, parentId)
  if (level < PARTNER_LEVEL) throw new ApiError('partner.leader_not_member')
  return { id: parentId, level }
}

/** A partner reaching genesis_directs direct partners becomes genesis; runs after the pool lock, so racing buyers under one referrer count in turn. */
async function promoteIfDue(trx: Db, referrerId: number, needed: number, at: Date): Promise<void> {
  if ((await countDirectPartners(trx, referrerId)) >= needed) await raiseTeamLevel(trx, referrerId, GENESIS_LEVEL, at)
}

/**
 * `Partner Buy`: one seat per user, paid from the custodial balance to `income`; the referral and
 * team rewards are paid from partner_pool in the same transaction, so a refused or failed purchase
 * moves nothing. The rows every buyer shares (the round's, the pool's, the referrers') are taken
 * last, so each purchase holds them only for its last statements and the commit.
 */
export async function buySeat(ctx: ProgrammeContext, user: SessionUser, input: BuyInput) {
  const config = await ctx.configs.get('partner')
  if (config.status !== '1') throw new ApiError('programme.closed')
  const now = ctx.clock.now()
  refuseIfSeenFull(ctx, input.round_id, now)
  const round = await findRound(ctx.db, input.round_id)
  if (round === undefined) throw new ApiError('partner.round_unknown')
  const token = await ctx.tokens.byId(round.token_id)
  const payAmount = BigInt(round.pay_amount)
  // The signed price must be the round's: the wallet showed what it charges.
  if (parsePositiveAmount(input.pay_amount, token) !== payAmount) throw new ApiError('programme.price_moved')
  refuseUnlessSelling(ctx, round, now)
  if (await hasSeat(ctx.db, user.id)) throw new ApiError('partner.seat_owned')
  const referrer = await partnerReferrer(ctx, user.id)
  const signed = { title: signedActionTitles.partnerBuy, params: partnerBuySignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, signed, async (trx, guard) => {
    const key = `partner-buy:${input.nonce}`
    const transactionId = await postUserPayment(trx, { key, kind: 'partner_buy', guard, userId: user.id, amounts: [{ tokenId: token.id, amount: payAmount }], to: 'income', behavior: billBehaviors.partnerBuy })
    await insertSeatOnce(trx, { userId: user.id, round, boughtAt: now, transactionId })
    await raiseTeamLevel(trx, user.id, PARTNER_LEVEL, now)
    const rewards = await seatRewardPayment(trx, `partner-reward:${input.nonce}`, { referrerId: referrer.id, referrerLevel: referrer.level, payAmount, tokenId: token.id, config })
    if (!(await takeSeat(trx, round.id, now))) throw seatGone(ctx, round, now)
    await payFromPool(trx, rewards)
    await promoteIfDue(trx, referrer.id, config.genesis_directs, now)
  })
  return { round_id: round.id, pay_amount: toDecimal(payAmount, token), pay_token: token.symbol, team_level: await teamLevel(ctx.db, user.id) }
}

/** The seat's primary key settles two racing purchases of one user: the second is refused, and its transaction rolls back. */
async function insertSeatOnce(trx: Db, seat: Parameters<typeof insertSeat>[1]): Promise<void> {
  try {
    await insertSeat(trx, seat)
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new ApiError('partner.seat_owned')
    throw error
  }
}
