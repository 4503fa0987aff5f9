import { queryOptions, useQuery } from '@tanstack/react-query'
import { parentLevelInfo } from '@hapdex/core/api/invite'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { invitationKey } from './keys.ts'

export const fetchParentLevel = (signal?: AbortSignal) => api(parentLevelInfo, {}, signal ? { signal } : {})

export function parentLevelQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...invitationKey, 'parent', address?.toLowerCase()], queryFn: ({ signal }) => fetchParentLevel(signal), enabled: address !== undefined })
}

export function useParentLevel() {
  const session = useSession()
  return useQuery(parentLevelQueryOptions(session?.address))
}
