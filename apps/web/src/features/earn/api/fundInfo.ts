import { queryOptions, useQuery } from '@tanstack/react-query'
import { fundInfoGet } from '@hapdex/core/api/circulation'
import { api } from '../../../lib/api.ts'
import { fundKey } from '../../../lib/fund.ts'
import { useSession } from '../../../lib/session.ts'

export const fetchFundInfo = (signal?: AbortSignal) => api(fundInfoGet, {}, signal ? { signal } : {})

/** The caller's fund share, or null before joining; under the fund key, so a join refreshes it. */
export function fundInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...fundKey, 'info', address?.toLowerCase()], queryFn: ({ signal }) => fetchFundInfo(signal), enabled: address !== undefined })
}

export function useFundInfo() {
  const session = useSession()
  return useQuery(fundInfoQueryOptions(session?.address))
}
