import { queryOptions, useQuery } from '@tanstack/react-query'
import { minerSummary } from '@hapdex/core/api/miner'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { minerKey } from './keys.ts'

export const fetchMinerSummary = (signal?: AbortSignal) => api(minerSummary, {}, signal ? { signal } : {})

/** The current rate per session and what has been mined of the cap. */
export function minerSummaryQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...minerKey, 'summary', address?.toLowerCase()], queryFn: ({ signal }) => fetchMinerSummary(signal), enabled: address !== undefined })
}

export function useMinerSummary() {
  const session = useSession()
  return useQuery(minerSummaryQueryOptions(session?.address))
}
