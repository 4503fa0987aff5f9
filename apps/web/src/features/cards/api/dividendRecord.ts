import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { cardsDividendRecord, type CardsDividendType } from '@hapdex/core/api/cards'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'
import { cardsKey } from './keys.ts'

export const fetchDividendRecord = (type: CardsDividendType, page: number, signal?: AbortSignal) => api(cardsDividendRecord, { type, page, page_size: LIST_PAGE_SIZE }, signal ? { signal } : {})

export function dividendRecordQueryOptions(address: string | undefined, type: CardsDividendType) {
  return infiniteQueryOptions({
    queryKey: [...cardsKey, 'records', address?.toLowerCase(), type],
    queryFn: ({ pageParam, signal }) => fetchDividendRecord(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

/** Daily dividends (+) and claims (−) of one balance (0 LP, 1 card), newest first. */
export function useDividendRecord(type: CardsDividendType) {
  const session = useSession()
  return useInfiniteQuery(dividendRecordQueryOptions(session?.address, type))
}
