import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { transferRecordList } from '@hapdex/core/api/transfer'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nextPageOf, RECORD_PAGE_SIZE } from '../lib/pagination.ts'
import { fundsKey } from './keys.ts'

export const fetchTransferRecords = (page: number, signal?: AbortSignal) =>
  api(transferRecordList, { page, page_size: RECORD_PAGE_SIZE }, signal ? { signal } : {})

export function transferRecordsQueryOptions(address: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [fundsKey, 'records', 'transfer', address?.toLowerCase()],
    queryFn: ({ pageParam, signal }) => fetchTransferRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

export function useTransferRecords() {
  const session = useSession()
  return useInfiniteQuery(transferRecordsQueryOptions(session?.address))
}
