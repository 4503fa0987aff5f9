import { queryOptions, useQuery } from '@tanstack/react-query'
import { pledgePools } from '@hapdex/core/api/pledge'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { pledgeKey } from './keys.ts'

export const fetchPledgePools = (signal?: AbortSignal) => api(pledgePools, {}, signal ? { signal } : {})

/** Every pool with the caller's pledge, reward and usable balance of its token. */
export function pledgePoolsQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...pledgeKey, 'pools', address?.toLowerCase()], queryFn: ({ signal }) => fetchPledgePools(signal), enabled: address !== undefined })
}

export function usePledgePools() {
  const session = useSession()
  return useQuery(pledgePoolsQueryOptions(session?.address))
}
