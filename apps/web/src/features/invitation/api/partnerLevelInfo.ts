import { queryOptions, useQuery } from '@tanstack/react-query'
import { partnerLevelInfo } from '@hapdex/core/api/invite'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { invitationKey } from './keys.ts'

export const fetchPartnerLevel = (signal?: AbortSignal) => api(partnerLevelInfo, {}, signal ? { signal } : {})

export function partnerLevelQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...invitationKey, 'level', address?.toLowerCase()], queryFn: ({ signal }) => fetchPartnerLevel(signal), enabled: address !== undefined })
}

export function usePartnerLevel() {
  const session = useSession()
  return useQuery(partnerLevelQueryOptions(session?.address))
}
