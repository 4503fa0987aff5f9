import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { bpChildrenList } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'
import { MINT_PAGE_SIZE, nextPageOf } from './pagination.ts'

export const fetchChildren = (page: number, signal?: AbortSignal) => api(bpChildrenList, { page, page_size: MINT_PAGE_SIZE }, signal ? { signal } : {})

/** Direct referrals with their own and their team's CP. */
export function childrenQueryOptions(address: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...mintKey, 'children', address?.toLowerCase()],
    queryFn: ({ pageParam, signal }) => fetchChildren(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

export function useChildren() {
  const session = useSession()
  return useInfiniteQuery(childrenQueryOptions(session?.address))
}
