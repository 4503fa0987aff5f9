import { queryOptions, useQuery } from '@tanstack/react-query'
import { bpConfig } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

export const fetchBpConfig = (signal?: AbortSignal) => api(bpConfig, {}, signal ? { signal } : {})

/** Mint settings and today's pay-token prices. */
export function bpConfigQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...mintKey, 'config', address?.toLowerCase()], queryFn: ({ signal }) => fetchBpConfig(signal), enabled: address !== undefined })
}

export function useBpConfig() {
  const session = useSession()
  return useQuery(bpConfigQueryOptions(session?.address))
}
