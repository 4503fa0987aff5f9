import { useMemo } from 'react'
import type { Address } from 'viem'
import { useCandidatePairs } from '../chain/candidatePairs.ts'
import { canonicalMulticall3 } from '../chain/readRequests.ts'
import { useChainReads } from '../chain/useChainReads.ts'
import type { ExchangeContext } from '../exchangeConfig.ts'
import { useExchangeTokens } from '../tokens/useExchangeTokens.ts'
import { positionRequests, tokenPairsOf } from './positionReads.ts'
import { positionCandidates, toPosition, visiblePositions, type Position } from './positions.ts'
import { storedPairsKey, useStoredPairs } from './storedPairs.ts'

const noCustomTokens: readonly never[] = []

export type PositionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly positions: readonly Position[] }

/**
 * The positions list: the stored pairs plus, beyond the spec, every pair of the default tokens,
 * so liquidity added elsewhere shows up without an import. Pair addresses are read once (one
 * getPair multicall, cached); each 3 s poll is then one multicall of balance, reserves and supply.
 */
export function usePositions({ chain, exchange }: ExchangeContext, account: Address | undefined): PositionsState {
  const multicall3 = (chain.multicall3 ?? canonicalMulticall3) as Address
  const stored = useStoredPairs(storedPairsKey(exchange.storageKey, chain.chainId))
  const defaults = useExchangeTokens({ chain, exchange }, noCustomTokens)
  const tokenPairs = useMemo(() => tokenPairsOf(defaults), [defaults])
  const pairs = useCandidatePairs(exchange.factory as Address, multicall3, tokenPairs)
  const candidates = useMemo(() => positionCandidates(stored, pairs.data ?? [], defaults, chain), [stored, pairs.data, defaults, chain])
  const requests = useMemo(() => (account && pairs.data ? positionRequests(candidates, account) : []), [account, pairs.data, candidates])
  const reads = useChainReads(requests, multicall3)

  if (pairs.isError || reads.isError) return { status: 'error', retry: () => void (pairs.isError ? pairs.refetch() : reads.refetch()) }
  if (!account || pairs.isPending || (requests.length > 0 && !reads.data)) return { status: 'loading' }
  const positions = candidates.flatMap((candidate) => toPosition(candidate, reads.data, account) ?? [])
  return { status: 'ready', positions: visiblePositions(positions) }
}
