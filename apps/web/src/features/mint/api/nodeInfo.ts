import { queryOptions, useQuery } from '@tanstack/react-query'
import { bpNodeInfo } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

export const fetchNodeInfo = (signal?: AbortSignal) => api(bpNodeInfo, {}, signal ? { signal } : {})

/** The caller's node level and valid direct referrals. */
export function bpNodeInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...mintKey, 'node', address?.toLowerCase()], queryFn: ({ signal }) => fetchNodeInfo(signal), enabled: address !== undefined })
}

export function useNodeInfo() {
  const session = useSession()
  return useQuery(bpNodeInfoQueryOptions(session?.address))
}
