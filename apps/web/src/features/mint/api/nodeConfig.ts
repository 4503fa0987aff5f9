import { queryOptions, useQuery } from '@tanstack/react-query'
import { bpNodeConfig } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

export const fetchNodeConfig = (signal?: AbortSignal) => api(bpNodeConfig, {}, signal ? { signal } : {})

/** The price of a level 2 node. */
export function bpNodeConfigQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...mintKey, 'node-config', address?.toLowerCase()], queryFn: ({ signal }) => fetchNodeConfig(signal), enabled: address !== undefined })
}

export function useNodeConfig() {
  const session = useSession()
  return useQuery(bpNodeConfigQueryOptions(session?.address))
}
