import { queryOptions, useQuery } from '@tanstack/react-query'
import { walletInfo } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { fundsKey } from './keys.ts'

export const fetchWalletInfo = (tokenId: number, signal?: AbortSignal) => api(walletInfo, { token_id: tokenId }, signal ? { signal } : {})

/** The custodial usable balance of one token (withdraw and transfer spend it). */
export function walletInfoQueryOptions(address: string | undefined, tokenId: number | undefined) {
  return queryOptions({
    queryKey: [fundsKey, 'wallet', 'info', address?.toLowerCase(), tokenId],
    queryFn: ({ signal }) => fetchWalletInfo(tokenId ?? 0, signal),
    enabled: address !== undefined && tokenId !== undefined,
  })
}

export function useWalletInfo(tokenId: number | undefined) {
  const session = useSession()
  return useQuery(walletInfoQueryOptions(session?.address, tokenId))
}
