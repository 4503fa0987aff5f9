import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { nftHoldList } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'
import { nftKey } from './keys.ts'

export type HoldStatus = '0' | '1'

export const fetchHoldList = (status: HoldStatus, page: number, signal?: AbortSignal) => api(nftHoldList, { status, page, page_size: LIST_PAGE_SIZE }, signal ? { signal } : {})

export function holdListQueryOptions(address: string | undefined, status: HoldStatus) {
  return infiniteQueryOptions({
    queryKey: [...nftKey, 'holdings', address?.toLowerCase(), status],
    queryFn: ({ pageParam, signal }) => fetchHoldList(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

/** The account's NFTs of one status: '1' producing (holding in progress), '0' exhausted (ended). */
export function useHoldList(status: HoldStatus) {
  const session = useSession()
  return useInfiniteQuery(holdListQueryOptions(session?.address, status))
}
