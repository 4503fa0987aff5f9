import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { bpWalletRecordList, type BpRewardType } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'
import { MINT_PAGE_SIZE, nextPageOf } from './pagination.ts'

export const fetchRewardRecords = (type: BpRewardType, page: number, signal?: AbortSignal) =>
  api(bpWalletRecordList, { type, page, page_size: MINT_PAGE_SIZE }, signal ? { signal } : {})

/** Accruals and claims of one reward type, newest first. */
export function rewardRecordsQueryOptions(address: string | undefined, type: BpRewardType) {
  return infiniteQueryOptions({
    queryKey: [...mintKey, 'reward-records', address?.toLowerCase(), type],
    queryFn: ({ pageParam, signal }) => fetchRewardRecords(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
  })
}

export function useRewardRecords(type: BpRewardType) {
  const session = useSession()
  return useInfiniteQuery(rewardRecordsQueryOptions(session?.address, type))
}
