import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { useReadClient } from '../../../lib/readClient.ts'
import { fetchStakingSetup, fetchStakingState, type StakingReadContext, type StakingSetup } from './stakingReads.ts'
import { useTxKit } from './txKit.ts'

/** Earned grows every block: read again every 3 s, as the swap screen reads its balances. */
export const STAKING_POLL_MS = 3000

const stakingKey = ['earn', 'staking'] as const

export function stakingSetupQueryOptions(context: StakingReadContext | undefined, staking: Address) {
  return queryOptions({
    queryKey: [...stakingKey, 'setup', context?.client.chain?.id, staking.toLowerCase()],
    queryFn: () => fetchStakingSetup(context!, staking),
    enabled: context !== undefined,
    // The staked pair and the reward token never change for a deployed contract.
    staleTime: Infinity,
  })
}

export function stakingStateQueryOptions(context: StakingReadContext | undefined, setup: StakingSetup | undefined, account: Address | undefined) {
  return queryOptions({
    queryKey: [...stakingKey, 'state', context?.client.chain?.id, setup?.staking.toLowerCase(), account?.toLowerCase()],
    queryFn: () => fetchStakingState(context!, setup!, account),
    enabled: context !== undefined && setup !== undefined,
    refetchInterval: STAKING_POLL_MS,
    // Hidden tabs do not poll: wallet browsers keep pages alive in the background.
    refetchIntervalInBackground: false,
  })
}

/** The staking contract's setup (once) and its state with the account's position (polled). */
export function useStakingReads(chain: ChainConfig, staking: Address, account: Address | undefined) {
  // viem's read client: reading the pools needs no wallet (decision 0012).
  const client = useReadClient()
  const { canonicalMulticall3 } = useTxKit()
  const context = client ? { client, multicall3: (chain.multicall3 as Address | undefined) ?? canonicalMulticall3 } : undefined
  const setup = useQuery(stakingSetupQueryOptions(context, staking))
  const state = useQuery(stakingStateQueryOptions(context, setup.data, account))
  return { setup, state }
}
