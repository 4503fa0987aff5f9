import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { minerRecordList } from '@hapdex/core/api/miner'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { PAGE_SIZE_STEP } from '../lib/growingPage.ts'
import { minerKey } from './keys.ts'

/** Spec 3 names level 1 or 2 for this list: the bonuses from direct and from indirect invitees. */
export type RecordLevel = 1 | 2

export const fetchMinerRecords = (level: RecordLevel, page: number, signal?: AbortSignal) =>
  api(minerRecordList, { level, page, page_size: PAGE_SIZE_STEP }, signal ? { signal } : {})

/** Spec 4: a list is finished when a page comes back shorter than the page size. */
export function nextRecordPage(lastPage: { list: readonly unknown[]; page: number }): number | undefined {
  return lastPage.list.length < PAGE_SIZE_STEP ? undefined : lastPage.page + 1
}

/** The airdrop bonuses of one invitee level, newest first; under the miner key so a claim or a session end reloads them. */
export function minerRecordsQueryOptions(address: string | undefined, level: RecordLevel) {
  return infiniteQueryOptions({
    queryKey: [...minerKey, 'records', address?.toLowerCase(), level],
    queryFn: ({ pageParam, signal }) => fetchMinerRecords(level, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
    enabled: address !== undefined,
  })
}

export function useMinerRecords(level: RecordLevel) {
  const session = useSession()
  return useInfiniteQuery(minerRecordsQueryOptions(session?.address, level))
}
