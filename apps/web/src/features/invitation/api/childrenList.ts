import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { userCenterChildrenList } from '@hapdex/core/api/invite'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { invitationKey } from './keys.ts'

export const INVITEE_PAGE_SIZE = 10

export const fetchInvitees = (page: number, search: string, signal?: AbortSignal) =>
  api(userCenterChildrenList, { page, page_size: INVITEE_PAGE_SIZE, ...(search ? { address: search } : {}) }, signal ? { signal } : {})

/** Direct invitees, optionally filtered by a part of the address. */
export function inviteesQueryOptions(address: string | undefined, search: string) {
  return infiniteQueryOptions({
    queryKey: [...invitationKey, 'children', address?.toLowerCase(), search.toLowerCase()],
    queryFn: ({ pageParam, signal }) => fetchInvitees(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.list.length < INVITEE_PAGE_SIZE ? undefined : last.page + 1),
    enabled: address !== undefined,
  })
}

export function useInvitees(search: string) {
  const session = useSession()
  return useInfiniteQuery(inviteesQueryOptions(session?.address, search))
}
