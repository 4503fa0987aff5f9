import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { productHoldList } from '@hapdex/core/api/product'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { oldMintKey } from './keys.ts'

export const HOLD_PAGE_SIZE = 10

/** -1 every record (holding), 1 in progress, 0 ended. */
export type HoldStatus = -1 | 0 | 1

export const fetchHoldList = (status: HoldStatus, page: number, signal?: AbortSignal) =>
  api(productHoldList, { status, page, page_size: HOLD_PAGE_SIZE }, signal ? { signal } : {})

export function holdListQueryOptions(address: string | undefined, status: HoldStatus) {
  return infiniteQueryOptions({
    queryKey: [...oldMintKey, 'hold', address?.toLowerCase(), status],
    queryFn: ({ pageParam, signal }) => fetchHoldList(status, pageParam, signal),
    initialPageParam: 1,
    // Spec 4: a list is finished when a page comes back shorter than the page size.
    getNextPageParam: (last) => (last.list.length < HOLD_PAGE_SIZE ? undefined : last.page + 1),
    enabled: address !== undefined,
  })
}

export function useHoldList(status: HoldStatus) {
  const session = useSession()
  return useInfiniteQuery(holdListQueryOptions(session?.address, status))
}
