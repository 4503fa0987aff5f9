import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { billTypes, walletRecordList } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nextPageOf, RECORD_PAGE_SIZE } from '../lib/pagination.ts'
import { fundsKey } from './keys.ts'

/** Spec 7: deposits are `type_arr '[0]'`; the bill is `behavior_arr '[-1]'` with token_id 0 (everything). */
export const depositFilter = { type_arr: JSON.stringify([billTypes.deposit]) } as const
export const billFilter = { behavior_arr: JSON.stringify([-1]), token_id: 0 } as const
export type WalletRecordFilter = typeof depositFilter | typeof billFilter

export const fetchWalletRecords = (filter: WalletRecordFilter, page: number, signal?: AbortSignal) =>
  api(walletRecordList, { ...filter, page, page_size: RECORD_PAGE_SIZE }, signal ? { signal } : {})

export function walletRecordsQueryOptions(address: string | undefined, filter: WalletRecordFilter) {
  return infiniteQueryOptions({
    queryKey: [fundsKey, 'records', 'wallet', address?.toLowerCase(), filter],
    queryFn: ({ pageParam, signal }) => fetchWalletRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

export function useWalletRecords(filter: WalletRecordFilter) {
  const session = useSession()
  return useInfiniteQuery(walletRecordsQueryOptions(session?.address, filter))
}
