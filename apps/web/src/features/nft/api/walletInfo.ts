import { queryOptions, useQuery } from '@tanstack/react-query'
import { nftWalletInfo } from '@hapdex/core/api/nft'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { nftKey } from './keys.ts'

export const fetchWalletInfo = (signal?: AbortSignal) => api(nftWalletInfo, {}, signal ? { signal } : {})

export function walletInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...nftKey, 'wallet', address?.toLowerCase()], queryFn: ({ signal }) => fetchWalletInfo(signal), enabled: address !== undefined })
}

/** The three reward balances and what was claimed of each. */
export function useWalletInfo() {
  const session = useSession()
  return useQuery(walletInfoQueryOptions(session?.address))
}
