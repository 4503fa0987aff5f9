import { queryOptions, useQuery } from '@tanstack/react-query'
import { nftList } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nftKey } from './keys.ts'

export const fetchNftList = (signal?: AbortSignal) => api(nftList, {}, signal ? { signal } : {})

/** The types on sale with the pay tokens' prices; hold_num and can_buy are the account's, so keyed by it. */
export function nftListQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...nftKey, 'list', address?.toLowerCase()], queryFn: ({ signal }) => fetchNftList(signal) })
}

export function useNftList() {
  const session = useSession()
  return useQuery(nftListQueryOptions(session?.address))
}
