import { queryOptions, useQuery } from '@tanstack/react-query'
import { fundConfig } from '@hapdex/core/api/circulation'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { invitationKey } from './keys.ts'

export const fetchFundConfig = (signal?: AbortSignal) => api(fundConfig, {}, signal ? { signal } : {})

export function fundConfigQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...invitationKey, 'fund', address?.toLowerCase()], queryFn: ({ signal }) => fetchFundConfig(signal), enabled: address !== undefined })
}

export function useFundConfig() {
  const session = useSession()
  return useQuery(fundConfigQueryOptions(session?.address))
}
