import { queryOptions, useQuery } from '@tanstack/react-query'
import { bpUserSummary } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

export const fetchUserSummary = (signal?: AbortSignal) => api(bpUserSummary, {}, signal ? { signal } : {})

/** Today's rewards and the CP figures. */
export function bpUserSummaryQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...mintKey, 'summary', address?.toLowerCase()], queryFn: ({ signal }) => fetchUserSummary(signal), enabled: address !== undefined })
}

export function useUserSummary() {
  const session = useSession()
  return useQuery(bpUserSummaryQueryOptions(session?.address))
}
