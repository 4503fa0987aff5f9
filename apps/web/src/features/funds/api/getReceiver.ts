import { queryOptions, useQuery } from '@tanstack/react-query'
import { PARENT_CHAIN_ID, walletGetReceiver } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { fundsKey } from './keys.ts'

export const fetchReceiver = (tokenId: number, signal?: AbortSignal) =>
  api(walletGetReceiver, { chain_parent_id: PARENT_CHAIN_ID, token_id: tokenId }, signal ? { signal } : {})

/** A POST on the wire, but a read: the receiving address of a token's deposits. */
export function receiverQueryOptions(address: string | undefined, tokenId: number | undefined) {
  return queryOptions({
    queryKey: [fundsKey, 'receiver', address?.toLowerCase(), tokenId],
    queryFn: ({ signal }) => fetchReceiver(tokenId ?? 0, signal),
    enabled: address !== undefined && tokenId !== undefined,
    staleTime: 5 * 60_000,
  })
}

export function useReceiver(tokenId: number | undefined) {
  const session = useSession()
  return useQuery(receiverQueryOptions(session?.address, tokenId))
}
