import { queryOptions, useQuery } from '@tanstack/react-query'
import { walletList } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

export const fetchWalletList = (signal?: AbortSignal) => api(walletList, {}, signal ? { signal } : {})

export function homeWalletQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: ['home', 'wallet', address?.toLowerCase()], queryFn: ({ signal }) => fetchWalletList(signal), enabled: address !== undefined })
}

export function useHomeWallet() {
  const session = useSession()
  return useQuery(homeWalletQueryOptions(session?.address))
}
