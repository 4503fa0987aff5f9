import { queryOptions, useQuery } from '@tanstack/react-query'
import { partnerConfigs } from '@hapdex/core/api/partner'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { partnerKey } from './keys.ts'

export const fetchPartnerConfigs = (signal?: AbortSignal) => api(partnerConfigs, {}, signal ? { signal } : {})

/** The rounds (public), with the account's level and seat when signed in: keyed by account. */
export function partnerConfigsQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...partnerKey, 'configs', address?.toLowerCase()], queryFn: ({ signal }) => fetchPartnerConfigs(signal) })
}

export function usePartnerConfigs() {
  const session = useSession()
  return useQuery(partnerConfigsQueryOptions(session?.address))
}
