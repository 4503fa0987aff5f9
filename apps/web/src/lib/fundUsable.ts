import { queryOptions, useQuery } from '@tanstack/react-query'
import { walletInfo } from '@hapdex/core/api/wallet'
import { api } from './api.ts'
import { fundKey } from './fund.ts'
import { useSession } from './session.ts'

export const fetchFundUsable = (tokenId: number, signal?: AbortSignal) => api(walletInfo, { token_id: tokenId }, signal ? { signal } : {})

/**
 * The usable balance of the fund's token, so the join checks it before asking for a signature.
 * Under the fund's key: a join refreshes it with the fund's config and share.
 */
export function fundUsableQueryOptions(address: string | undefined, tokenId: number | undefined) {
  return queryOptions({
    queryKey: [...fundKey, 'usable', address?.toLowerCase(), tokenId],
    queryFn: ({ signal }) => fetchFundUsable(tokenId ?? 0, signal),
    enabled: address !== undefined && tokenId !== undefined,
  })
}

export function useFundUsable(tokenId: number | undefined) {
  const session = useSession()
  return useQuery(fundUsableQueryOptions(session?.address, tokenId))
}
