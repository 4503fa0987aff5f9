import { billBehaviors } from '@hapdex/core/api/wallet'
import { mulRate } from '@hapdex/core/amount/mulRate'
import type { PartnerConfig } from '@hapdex/core/programmes/partnerConfig'
import type { Db } from '../../db/database.ts'
import type { NewBill } from '../../modules/wallet/bills.ts'
import { teamLevelOf } from '../../modules/invite/invite.repo.ts'
import { payFromPool, type PoolCredit, type PoolPayment } from '../base/pools/payFromPool.ts'
import { nearestAncestorAtLevelOf } from '../base/referral/nearestAncestorAtLevel.ts'

export const GENESIS_LEVEL = 2
export const PARTNER_LEVEL = 1

export interface SeatRewardsParameters {
  referrerId: number
  /** The referrer's level when the purchase began: the purchase that promotes it still pays the old rate. */
  referrerLevel: number
  payAmount: bigint
  tokenId: number
  config: Pick<PartnerConfig, 'referral_rate' | 'genesis_referral_rate' | 'team_rate'>
}

/**
 * The referral reward to the referrer (20 %, 30 % for a genesis partner) and the team reward to
 * the nearest genesis partner above it (10 %, unlimited generations, none when the referrer is
 * itself genesis: the base's equal-rank cut-off).
 */
export async function seatRewardCredits(db: Db, { referrerId, referrerLevel, payAmount, tokenId, config }: SeatRewardsParameters) {
  const rate = referrerLevel >= GENESIS_LEVEL ? config.genesis_referral_rate : config.referral_rate
  // Rounds down: a reward never exceeds its rate of the price; the remainder stays in partner_pool.
  const referral = mulRate(payAmount, rate, 'down')
  const teamReceiver = await nearestAncestorAtLevelOf(db, referrerId, teamLevelOf, GENESIS_LEVEL)
  // Rounds down, for the same reason.
  const team = teamReceiver === undefined ? 0n : mulRate(payAmount, config.team_rate, 'down')
  const rewards = [
    { userId: referrerId, amount: referral, behavior: billBehaviors.partnerReferralReward },
    ...(teamReceiver === undefined ? [] : [{ userId: teamReceiver, amount: team, behavior: billBehaviors.partnerTeamReward }]),
  ].filter((reward) => reward.amount > 0n)
  const credits: PoolCredit[] = rewards.map(({ userId, amount }) => ({ userId, purpose: 'usable', amount }))
  const bills: NewBill[] = rewards.map(({ userId, amount, behavior }) => ({ userId, tokenId, behavior, amount, usableChange: amount }))
  return { credits, bills }
}

/**
 * The seat's rewards as a partner_pool payment, worked out before the purchase takes the shared
 * rows (the pool's, the referrers'): payFromPool then holds them only for its own statement.
 */
export async function seatRewardPayment(db: Db, key: string, parameters: SeatRewardsParameters): Promise<PoolPayment> {
  const { credits, bills } = await seatRewardCredits(db, parameters)
  return { pool: 'partner_pool', tokenId: parameters.tokenId, idempotencyKey: key, kind: 'partner_reward', credits, bills }
}

/** Pays the seat's rewards from partner_pool inside the purchase's transaction; an underfunded pool refuses the purchase. */
export async function paySeatRewards(trx: Db, key: string, parameters: SeatRewardsParameters): Promise<void> {
  await payFromPool(trx, await seatRewardPayment(trx, key, parameters))
}
