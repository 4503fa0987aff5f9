import { describe, expect, it } from 'vitest'
import { formatPercent } from '@hapdex/core/amount/formatPercent'
import { lpStakingApr, rewardRateAt, SECONDS_PER_YEAR } from './lpApr.ts'

const e18 = 10n ** 18n

describe('lpStakingApr', () => {
  it('is the yearly reward over the staked value, both in the quote token', () => {
    // BtPi at 0.01 BNB (1,000 BNB / 100,000 BtPi); 10 of 1,000 LP staked are worth 20 BNB.
    // 1 BtPi a second is 31,536,000 BtPi a year = 315,360 BNB: 1,576,800 % of 20 BNB.
    const apr = lpStakingApr({ rewardRate: e18, rewardReserve: 100_000n * e18, quoteReserve: 1_000n * e18, lpTotalSupply: 1_000n * e18, totalStaked: 10n * e18 })
    expect(apr && formatPercent(apr)).toBe('1,576,800%')
  })

  it('stays exact for small rates, down to the rounding of the display', () => {
    // 1 BtPi a day over a pool whose staked LP is worth 365 BtPi: 100 %.
    const apr = lpStakingApr({ rewardRate: e18 / 86_400n, rewardReserve: 365n * e18, quoteReserve: 5n * e18, lpTotalSupply: 4n * e18, totalStaked: 2n * e18 })
    expect(apr && formatPercent(apr, { maxFractionDigits: 4, rounding: 'down' })).toBe('99.9999%')
    expect(apr?.numerator).toBe((e18 / 86_400n) * SECONDS_PER_YEAR * 5n * e18 * 4n * e18)
  })

  it('does not depend on which reserve is larger, only on the ratio', () => {
    const a = lpStakingApr({ rewardRate: 7n, rewardReserve: 3n * e18, quoteReserve: 9n * e18, lpTotalSupply: 5n * e18, totalStaked: e18 })
    const b = lpStakingApr({ rewardRate: 7n, rewardReserve: 3n * e18, quoteReserve: 1n * e18, lpTotalSupply: 5n * e18, totalStaked: e18 })
    expect(a && formatPercent(a, { maxFractionDigits: 8 })).toBe(b && formatPercent(b, { maxFractionDigits: 8 }))
  })

  it('has no value when nothing is staked or the pair is empty', () => {
    const base = { rewardRate: e18, rewardReserve: e18, quoteReserve: e18, lpTotalSupply: e18, totalStaked: e18 }
    expect(lpStakingApr({ ...base, totalStaked: 0n })).toBeUndefined()
    expect(lpStakingApr({ ...base, rewardReserve: 0n })).toBeUndefined()
    expect(lpStakingApr({ ...base, quoteReserve: 0n })).toBeUndefined()
    expect(lpStakingApr({ ...base, lpTotalSupply: 0n })).toBeUndefined()
  })

  it('is zero once the reward period has finished', () => {
    expect(rewardRateAt(5n, 100n, 99n)).toBe(5n)
    expect(rewardRateAt(5n, 100n, 100n)).toBe(0n)
    const apr = lpStakingApr({ rewardRate: rewardRateAt(5n, 100n, 200n), rewardReserve: e18, quoteReserve: e18, lpTotalSupply: e18, totalStaked: e18 })
    expect(apr?.numerator).toBe(0n)
  })
})
