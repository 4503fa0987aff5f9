import { queryOptions, useQuery } from '@tanstack/react-query'
import { nftRankingList } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { nftKey } from './keys.ts'

export const fetchRankingList = (signal?: AbortSignal) => api(nftRankingList, {}, signal ? { signal } : {})

export const rankingListQueryOptions = () => queryOptions({ queryKey: [...nftKey, 'ranking'], queryFn: ({ signal }) => fetchRankingList(signal) })

/** The last settled day's ranking by share_cp (public). */
export function useRankingList() {
  return useQuery(rankingListQueryOptions())
}
