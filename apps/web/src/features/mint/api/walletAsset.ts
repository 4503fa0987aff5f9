import { queryOptions, useQuery } from '@tanstack/react-query'
import { bpWalletAsset } from '@hapdex/core/api/bp'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

export const fetchWalletAsset = (signal?: AbortSignal) => api(bpWalletAsset, {}, signal ? { signal } : {})

/** The four reward balances, claimable and claimed. */
export function bpWalletAssetQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...mintKey, 'asset', address?.toLowerCase()], queryFn: ({ signal }) => fetchWalletAsset(signal), enabled: address !== undefined })
}

export function useWalletAsset() {
  const session = useSession()
  return useQuery(bpWalletAssetQueryOptions(session?.address))
}
