import { queryOptions, useQuery } from '@tanstack/react-query'
import { walletInfo } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { mintKey } from './keys.ts'

/** Custodial token ids the mint centre pays with (the server's token table). */
export const mintTokenIds = { hap: 1, usdt: 2, btpi: 5 } as const

export const fetchWalletInfo = (tokenId: number, signal?: AbortSignal) => api(walletInfo, { token_id: tokenId }, signal ? { signal } : {})

/** One token's usable balance and decimals; under the mint key so a mint or purchase reloads it. */
export function walletInfoQueryOptions(address: string | undefined, tokenId: number) {
  return queryOptions({
    queryKey: [...mintKey, 'wallet', 'info', address?.toLowerCase(), tokenId],
    queryFn: ({ signal }) => fetchWalletInfo(tokenId, signal),
    enabled: address !== undefined,
  })
}

export function useWalletInfo(tokenId: number) {
  const session = useSession()
  return useQuery(walletInfoQueryOptions(session?.address, tokenId))
}
