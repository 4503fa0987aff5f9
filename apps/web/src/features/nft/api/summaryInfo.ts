import { queryOptions, useQuery } from '@tanstack/react-query'
import { nftSummaryInfo } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nftKey } from './keys.ts'

export const fetchSummaryInfo = (signal?: AbortSignal) => api(nftSummaryInfo, {}, signal ? { signal } : {})

export function summaryInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...nftKey, 'summary', address?.toLowerCase()], queryFn: ({ signal }) => fetchSummaryInfo(signal), enabled: address !== undefined })
}

/** The team boxes and the holdings summary. */
export function useSummaryInfo() {
  const session = useSession()
  return useQuery(summaryInfoQueryOptions(session?.address))
}
