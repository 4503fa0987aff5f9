import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useReadClient } from '../../../lib/readClient.ts'
import { fetchPairAddresses } from './pairAddresses.ts'

/**
 * Pair addresses never change once created, so they are read once per token set and kept; only
 * new pairs are missed for a few minutes, which the stale time bounds.
 */
export function useCandidatePairs(factory: Address, multicall3: Address, tokenPairs: readonly (readonly [Address, Address])[]) {
  const client = useReadClient()
  return useQuery(
    queryOptions({
      queryKey: ['exchange', 'pairs', client?.chain?.id, factory, tokenPairs.map(([a, b]) => `${a}:${b}`.toLowerCase())],
      queryFn: () => fetchPairAddresses(client!, factory, multicall3, tokenPairs),
      enabled: client !== undefined && tokenPairs.length > 0,
      staleTime: 5 * 60_000,
      placeholderData: (previous) => previous,
    }),
  )
}
