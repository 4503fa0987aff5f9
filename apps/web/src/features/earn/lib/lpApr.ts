import { fraction, type Fraction } from '@hapdex/core/amount/fraction'

/** A 365-day year: APR is quoted simple, not compounded. */
export const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n

export interface LpAprParameters {
  /** Reward token base units the contract pays out a second, to all stakers together. */
  rewardRate: bigint
  /** The pair's reserve of the reward token (BtPi). */
  rewardReserve: bigint
  /** The pair's reserve of the token prices are quoted in (WBNB). */
  quoteReserve: bigint
  lpTotalSupply: bigint
  /** LP held by the staking contract (its totalSupply). */
  totalStaked: bigint
}

/**
 * The staking APR as an exact ratio (1 = 100 %):
 *
 *   rewardRate × seconds a year × reward price in quote ÷ value of the staked LP in quote
 *
 * with reward price = quoteReserve / rewardReserve, and staked value = totalStaked / lpTotalSupply
 * of both reserves, where the reward side is worth as much as the quote side (2 × quoteReserve).
 * Base units cancel, so token decimals play no part. Undefined when a divisor is zero (nothing
 * staked yet, an empty pair): no APR exists then.
 */
export function lpStakingApr({ rewardRate, rewardReserve, quoteReserve, lpTotalSupply, totalStaked }: LpAprParameters): Fraction | undefined {
  if (rewardReserve === 0n || quoteReserve === 0n || lpTotalSupply === 0n || totalStaked === 0n) return undefined
  const yearlyReward = fraction(rewardRate * SECONDS_PER_YEAR * quoteReserve, rewardReserve)
  const stakedValue = fraction(totalStaked * 2n * quoteReserve, lpTotalSupply)
  return fraction(yearlyReward.numerator * stakedValue.denominator, yearlyReward.denominator * stakedValue.numerator)
}

/**
 * StakingRewards keeps its last rewardRate after periodFinish, but pays nothing more: past the
 * period the rate that matters for an APR is zero.
 */
export function rewardRateAt(rewardRate: bigint, periodFinish: bigint, nowSeconds: bigint): bigint {
  return nowSeconds < periodFinish ? rewardRate : 0n
}
