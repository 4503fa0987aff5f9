import { erc20Abi, multicall3Abi, type Address, type PublicClient } from 'viem'
import { stakingRewardsAbi, uniswapV2PairAbi } from '@hapdex/chain/abis'

export interface StakingToken {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
}

/** What a staking contract stakes and pays: fixed at its deployment, so read once. */
export interface StakingSetup {
  readonly staking: Address
  /** The V2 pair whose LP is staked. */
  readonly lpToken: Address
  readonly reward: StakingToken
  /** The pair's other token, the one the APR prices the reward in. */
  readonly quote: StakingToken
  /** Which reserve of the pair is the reward token's; undefined when the pair does not hold it (no price, no APR). */
  readonly rewardSide: 0 | 1 | undefined
}

export interface StakingAccount {
  readonly staked: bigint
  readonly earned: bigint
  readonly lpBalance: bigint
  readonly allowance: bigint
}

/** One poll of the contract, the pair and (when connected) the account. */
export interface StakingState {
  readonly totalStaked: bigint
  readonly rewardRate: bigint
  readonly periodFinish: bigint
  /** The pair's reserves of the reward and the quote token; zero when the pair does not hold the reward. */
  readonly rewardReserve: bigint
  readonly quoteReserve: bigint
  readonly lpTotalSupply: bigint
  /** The latest block's time: the chain's own clock, which the contract pays by. */
  readonly blockTime: bigint
  readonly account: StakingAccount | undefined
}

export interface StakingReadContext {
  readonly client: PublicClient
  readonly multicall3: Address
}

const many = <const C extends readonly unknown[]>({ client, multicall3 }: StakingReadContext, contracts: C) =>
  // One aggregate per call: every read of a poll costs one eth_call.
  client.multicall({ contracts: contracts as never, allowFailure: false, multicallAddress: multicall3, batchSize: 0 }) as Promise<unknown[]>

/** The staked pair and its two tokens, in three dependent rounds. */
export async function fetchStakingSetup(context: StakingReadContext, staking: Address): Promise<StakingSetup> {
  const [lpToken, rewardAddress] = (await many(context, [
    { address: staking, abi: stakingRewardsAbi, functionName: 'stakingToken' },
    { address: staking, abi: stakingRewardsAbi, functionName: 'rewardsToken' },
  ])) as [Address, Address]
  const [token0, token1] = (await many(context, [
    { address: lpToken, abi: uniswapV2PairAbi, functionName: 'token0' },
    { address: lpToken, abi: uniswapV2PairAbi, functionName: 'token1' },
  ])) as [Address, Address]
  const rewardSide = token0.toLowerCase() === rewardAddress.toLowerCase() ? 0 : token1.toLowerCase() === rewardAddress.toLowerCase() ? 1 : undefined
  const quoteAddress = rewardSide === 0 ? token1 : token0
  const [rewardSymbol, rewardDecimals, quoteSymbol, quoteDecimals] = (await many(context, [
    { address: rewardAddress, abi: erc20Abi, functionName: 'symbol' },
    { address: rewardAddress, abi: erc20Abi, functionName: 'decimals' },
    { address: quoteAddress, abi: erc20Abi, functionName: 'symbol' },
    { address: quoteAddress, abi: erc20Abi, functionName: 'decimals' },
  ])) as [string, number, string, number]
  return {
    staking,
    lpToken,
    reward: { address: rewardAddress, symbol: rewardSymbol, decimals: rewardDecimals },
    quote: { address: quoteAddress, symbol: quoteSymbol, decimals: quoteDecimals },
    rewardSide,
  }
}

export async function fetchStakingState(context: StakingReadContext, setup: StakingSetup, account: Address | undefined): Promise<StakingState> {
  const { staking, lpToken } = setup
  const shared = [
    { address: staking, abi: stakingRewardsAbi, functionName: 'totalSupply' },
    { address: staking, abi: stakingRewardsAbi, functionName: 'rewardRate' },
    { address: staking, abi: stakingRewardsAbi, functionName: 'periodFinish' },
    { address: lpToken, abi: uniswapV2PairAbi, functionName: 'getReserves' },
    { address: lpToken, abi: uniswapV2PairAbi, functionName: 'totalSupply' },
    { address: context.multicall3, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
  ] as const
  const own = account
    ? ([
        { address: staking, abi: stakingRewardsAbi, functionName: 'balanceOf', args: [account] },
        { address: staking, abi: stakingRewardsAbi, functionName: 'earned', args: [account] },
        { address: lpToken, abi: uniswapV2PairAbi, functionName: 'balanceOf', args: [account] },
        { address: lpToken, abi: uniswapV2PairAbi, functionName: 'allowance', args: [account, staking] },
      ] as const)
    : []
  const results = await many(context, [...shared, ...own])
  const [totalStaked, rewardRate, periodFinish, reserves, lpTotalSupply, blockTime, staked, earned, lpBalance, allowance] = results as [bigint, bigint, bigint, readonly [bigint, bigint, number], bigint, bigint, bigint?, bigint?, bigint?, bigint?]
  return {
    totalStaked,
    rewardRate,
    periodFinish,
    rewardReserve: setup.rewardSide === undefined ? 0n : reserves[setup.rewardSide],
    quoteReserve: setup.rewardSide === undefined ? 0n : reserves[setup.rewardSide === 0 ? 1 : 0],
    lpTotalSupply,
    blockTime,
    account: account ? { staked: staked ?? 0n, earned: earned ?? 0n, lpBalance: lpBalance ?? 0n, allowance: allowance ?? 0n } : undefined,
  }
}
