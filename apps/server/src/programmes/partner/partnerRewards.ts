import { billBehaviors } from '@hapdex/core/api/wallet'
import { mulRate } from '@hapdex/core/amount/mulRate'
import type { PartnerConfig } from '@hapdex/core/programmes/partnerConfig'
import type { NewBill } from '../../modules/wallet/bills.ts'
import type { PoolCredit } from '../base/pools/payFromPool.ts'

export const GENESIS_LEVEL = 2
export const PARTNER_LEVEL = 1

export interface SeatRewardsParameters {
  referrerId: number
  /** The referrer's level when the purchase began: the purchase that promotes it still pays the old rate. */
  referrerLevel: number
  /** The nearest genesis partner above the referrer (the base's nearestAncestorAtLevel, with its equal-rank cut-off), if any. */
  teamReceiver: number | undefined
  payAmount: bigint
  tokenId: number
  config: Pick<PartnerConfig, 'referral_rate' | 'genesis_referral_rate' | 'team_rate'>
}

/**
 * The referral reward to the referrer (20 %, 30 % for a genesis partner) and the team reward to
 * the nearest genesis partner above it (10 %, unlimited generations, none when the referrer is
 * itself genesis: the base's equal-rank cut-off).
 */
export function seatRewardCredits({ referrerId, referrerLevel, teamReceiver, payAmount, tokenId, config }: SeatRewardsParameters) {
  const rate = referrerLevel >= GENESIS_LEVEL ? config.genesis_referral_rate : config.referral_rate
  // Rounds down: a reward never exceeds its rate of the price; the remainder stays in partner_pool.
  const referral = mulRate(payAmount, rate, 'down')
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
