import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { nftWalletRecord, type NftRewardType } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'
import { nftKey } from './keys.ts'

export const fetchWalletRecord = (type: NftRewardType, page: number, signal?: AbortSignal) => api(nftWalletRecord, { type, page, pageSize: LIST_PAGE_SIZE }, signal ? { signal } : {})

export function walletRecordQueryOptions(address: string | undefined, type: NftRewardType) {
  return infiniteQueryOptions({
    queryKey: [...nftKey, 'records', address?.toLowerCase(), type],
    queryFn: ({ pageParam, signal }) => fetchWalletRecord(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

/** Accruals and claims of one reward type (the bill's tab), newest first. */
export function useWalletRecord(type: NftRewardType) {
  const session = useSession()
  return useInfiniteQuery(walletRecordQueryOptions(session?.address, type))
}
