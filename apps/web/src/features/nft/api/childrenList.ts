import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { nftChildrenList } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'
import { nftKey } from './keys.ts'

export type RegionIndex = 0 | 1

export const fetchChildrenList = (region: RegionIndex, page: number, signal?: AbortSignal) => api(nftChildrenList, { region_index: region, page, page_size: LIST_PAGE_SIZE }, signal ? { signal } : {})

export function childrenListQueryOptions(address: string | undefined, region: RegionIndex) {
  return infiniteQueryOptions({
    queryKey: [...nftKey, 'children', address?.toLowerCase(), region],
    queryFn: ({ pageParam, signal }) => fetchChildrenList(region, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

/** engbill: region 0 the largest zone's head, 1 the other zones' heads. */
export function useChildrenList(region: RegionIndex) {
  const session = useSession()
  return useInfiniteQuery(childrenListQueryOptions(session?.address, region))
}
