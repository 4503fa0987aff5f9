import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address, PublicClient } from 'viem'
import { useReadClient } from '../../../lib/readClient.ts'
import { fetchChainReads } from './chainReads.ts'
import { readKey, type ReadRequest } from './readRequests.ts'

/** Spec 4: balances refresh every 3 s while a swap or liquidity screen is open. */
export const POLL_INTERVAL_MS = 3000

export function chainReadsQueryOptions(client: PublicClient | undefined, requests: readonly ReadRequest[], multicall3: Address) {
  return queryOptions({
    queryKey: ['exchange', 'reads', client?.chain?.id, requests.map(readKey)],
    queryFn: () => fetchChainReads(client!, requests, multicall3),
    enabled: client !== undefined && requests.length > 0,
    refetchInterval: POLL_INTERVAL_MS,
    // Hidden tabs do not poll: wallet browsers keep pages alive in the background.
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  })
}

export function useChainReads(requests: readonly ReadRequest[], multicall3: Address) {
  const client = useReadClient()
  return useQuery(chainReadsQueryOptions(client, requests, multicall3))
}
