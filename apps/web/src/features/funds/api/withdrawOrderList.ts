import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { withdrawOrderList, withdrawStatuses } from '@hapdex/core/api/withdraw'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nextPageOf, RECORD_PAGE_SIZE } from '../lib/pagination.ts'
import { fundsKey } from './keys.ts'

export const fetchWithdrawOrders = (page: number, signal?: AbortSignal) =>
  api(withdrawOrderList, { page, page_size: RECORD_PAGE_SIZE }, signal ? { signal } : {})

/** Orders still on their way (review, queued, sending) are followed until they settle. */
const inFlight: ReadonlySet<number> = new Set([withdrawStatuses.review, withdrawStatuses.approved, withdrawStatuses.sending])
const FOLLOW_MS = 5_000

export function withdrawOrdersQueryOptions(address: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [fundsKey, 'records', 'withdraw', address?.toLowerCase()],
    queryFn: ({ pageParam, signal }) => fetchWithdrawOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.list.some((order) => inFlight.has(order.status))) ? FOLLOW_MS : false),
  })
}

export function useWithdrawOrders() {
  const session = useSession()
  return useInfiniteQuery(withdrawOrdersQueryOptions(session?.address))
}
