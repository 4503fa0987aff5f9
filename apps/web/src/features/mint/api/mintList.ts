import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { bpMintList } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'
import { MINT_PAGE_SIZE, nextPageOf } from './pagination.ts'

export type MintStatus = 0 | 1

/** The endpoint answers a bare array; the page number travels beside it for the next-page rule. */
export async function fetchMintRecords(status: MintStatus, page: number, signal?: AbortSignal) {
  const list = await api(bpMintList, { status, page, page_size: MINT_PAGE_SIZE }, signal ? { signal } : {})
  return { list, page }
}

export function mintRecordsQueryOptions(address: string | undefined, status: MintStatus) {
  return infiniteQueryOptions({
    queryKey: [...mintKey, 'records', address?.toLowerCase(), status],
    queryFn: ({ pageParam, signal }) => fetchMintRecords(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

export function useMintRecords(status: MintStatus) {
  const session = useSession()
  return useInfiniteQuery(mintRecordsQueryOptions(session?.address, status))
}
