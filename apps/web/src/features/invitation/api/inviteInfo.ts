import { queryOptions, useQuery } from '@tanstack/react-query'
import { userCenterInviteInfo } from '@hapdex/core/api/invite'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { invitationKey } from './keys.ts'

export const fetchInviteInfo = (signal?: AbortSignal) => api(userCenterInviteInfo, {}, signal ? { signal } : {})

export function inviteInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...invitationKey, 'info', address?.toLowerCase()], queryFn: ({ signal }) => fetchInviteInfo(signal), enabled: address !== undefined })
}

export function useInviteInfo() {
  const session = useSession()
  return useQuery(inviteInfoQueryOptions(session?.address))
}
