import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { airdropChildrenList } from '@hapdex/core/api/miner'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nextPageSize, PAGE_SIZE_STEP } from '../lib/growingPage.ts'
import { minerKey } from './keys.ts'

export type InviteeLevel = 1 | 2

export const fetchAirdropChildren = (level: InviteeLevel, pageSize: number, signal?: AbortSignal) =>
  api(airdropChildrenList, { level, page: 1, page_size: pageSize }, signal ? { signal } : {})

/**
 * Invitees of one level. The page param is the page size: each load re-reads page 1 with 10 more
 * rows, and only that latest answer is kept (maxPages 1), since it holds every earlier row too.
 */
export function airdropChildrenQueryOptions(address: string | undefined, level: InviteeLevel) {
  return infiniteQueryOptions({
    queryKey: [...minerKey, 'children', address?.toLowerCase(), level],
    queryFn: ({ pageParam, signal }) => fetchAirdropChildren(level, pageParam, signal),
    initialPageParam: PAGE_SIZE_STEP,
    getNextPageParam: (lastPage, _pages, lastPageSize) => nextPageSize(lastPage, lastPageSize),
    maxPages: 1,
    enabled: address !== undefined,
  })
}

export function useAirdropChildren(level: InviteeLevel) {
  const session = useSession()
  return useInfiniteQuery(airdropChildrenQueryOptions(session?.address, level))
}
