import { queryOptions, useQuery } from '@tanstack/react-query'
import { productMarketInfo } from '@hapdex/core/api/product'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { oldMintKey } from './keys.ts'

export const fetchMarketInfo = (signal?: AbortSignal) => api(productMarketInfo, {}, signal ? { signal } : {})

/** The caller's rewarded and remaining totals. */
export function marketInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...oldMintKey, 'market', address?.toLowerCase()], queryFn: ({ signal }) => fetchMarketInfo(signal), enabled: address !== undefined })
}

export function useMarketInfo() {
  const session = useSession()
  return useQuery(marketInfoQueryOptions(session?.address))
}
