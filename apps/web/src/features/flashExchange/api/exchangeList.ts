import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { exchangeList } from '@hapdex/core/api/exchange'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { flashExchangeKey } from './keys.ts'

/** Spec 9: the exchange history pages by 10. */
export const EXCHANGE_PAGE_SIZE = 10

export const fetchExchangeHistory = (page: number, signal?: AbortSignal) => api(exchangeList, { page, page_size: EXCHANGE_PAGE_SIZE }, signal ? { signal } : {})

export function exchangeHistoryQueryOptions(address: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [flashExchangeKey, 'history', address?.toLowerCase()],
    queryFn: ({ pageParam, signal }) => fetchExchangeHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.list.length < EXCHANGE_PAGE_SIZE ? undefined : last.page + 1),
    enabled: address !== undefined,
  })
}

export function useExchangeHistory() {
  const session = useSession()
  return useInfiniteQuery(exchangeHistoryQueryOptions(session?.address))
}
