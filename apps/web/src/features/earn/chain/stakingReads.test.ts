import { describe, expect, it, vi } from 'vitest'
import type { Address, PublicClient } from 'viem'
import { fetchStakingSetup, fetchStakingState, type StakingSetup } from './stakingReads.ts'

const at = (digit: string) => `0x${digit.repeat(40)}` as Address
const staking = at('5')
const lp = at('6')
const btpi = at('7')
const wbnb = at('8')
const multicall3 = at('c')

/** A client whose multicalls answer these rounds in turn, recording what each asked. */
function clientAnswering(...rounds: unknown[][]) {
  const asked: string[][] = []
  const multicall = vi.fn(async ({ contracts }: { contracts: Array<{ functionName: string }> }) => {
    asked.push(contracts.map((contract) => contract.functionName))
    return rounds[asked.length - 1]
  })
  return { context: { client: { multicall } as unknown as PublicClient, multicall3 }, asked }
}

describe('fetchStakingSetup', () => {
  it('finds the staked pair and which of its reserves is the reward token', async () => {
    const { context, asked } = clientAnswering([lp, btpi], [wbnb, btpi], ['BtPi', 18, 'WBNB', 18])
    const setup = await fetchStakingSetup(context, staking)
    expect(setup).toEqual({ staking, lpToken: lp, reward: { address: btpi, symbol: 'BtPi', decimals: 18 }, quote: { address: wbnb, symbol: 'WBNB', decimals: 18 }, rewardSide: 1 })
    expect(asked).toEqual([['stakingToken', 'rewardsToken'], ['token0', 'token1'], ['symbol', 'decimals', 'symbol', 'decimals']])
  })

  it('has no reward side when the pair does not hold the reward token', async () => {
    const { context } = clientAnswering([lp, btpi], [wbnb, at('9')], ['BtPi', 18, 'WBNB', 18])
    expect((await fetchStakingSetup(context, staking)).rewardSide).toBeUndefined()
  })
})

describe('fetchStakingState', () => {
  const setup: StakingSetup = { staking, lpToken: lp, reward: { address: btpi, symbol: 'BtPi', decimals: 18 }, quote: { address: wbnb, symbol: 'WBNB', decimals: 18 }, rewardSide: 0 }

  it("reads the contract, the pair and the account's position in one aggregate", async () => {
    const { context, asked } = clientAnswering([100n, 7n, 9_000n, [30n, 40n, 1], 500n, 1_000n, 2n, 3n, 4n, 5n])
    const state = await fetchStakingState(context, setup, at('1'))
    expect(state).toEqual({ totalStaked: 100n, rewardRate: 7n, periodFinish: 9_000n, rewardReserve: 30n, quoteReserve: 40n, lpTotalSupply: 500n, blockTime: 1_000n, account: { staked: 2n, earned: 3n, lpBalance: 4n, allowance: 5n } })
    expect(asked).toEqual([['totalSupply', 'rewardRate', 'periodFinish', 'getReserves', 'totalSupply', 'getCurrentBlockTimestamp', 'balanceOf', 'earned', 'balanceOf', 'allowance']])
  })

  it('reads only the public figures without an account, reward reserve by its side', async () => {
    const { context, asked } = clientAnswering([100n, 7n, 9_000n, [30n, 40n, 1], 500n, 1_000n])
    const state = await fetchStakingState(context, { ...setup, rewardSide: 1 }, undefined)
    expect(state).toMatchObject({ rewardReserve: 40n, quoteReserve: 30n, account: undefined })
    expect(asked[0]).toHaveLength(6)
  })
})
