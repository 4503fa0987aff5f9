import { queryOptions, useQuery } from '@tanstack/react-query'
import { minerInfo } from '@hapdex/core/api/miner'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { minerKey } from './keys.ts'

export const fetchMinerInfo = (signal?: AbortSignal) => api(minerInfo, {}, signal ? { signal } : {})

/** Status, the running session's countdown and its production. */
export function minerInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...minerKey, 'info', address?.toLowerCase()], queryFn: ({ signal }) => fetchMinerInfo(signal), enabled: address !== undefined })
}

export function useMinerInfo() {
  const session = useSession()
  return useQuery(minerInfoQueryOptions(session?.address))
}
