import { queryOptions, useQuery } from '@tanstack/react-query'
import { walletInfo } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { oldMintKey } from './keys.ts'

/** The old mint pays in HAP (the server's token 1). */
export const HAP_TOKEN_ID = 1

export const fetchHapInfo = (signal?: AbortSignal) => api(walletInfo, { token_id: HAP_TOKEN_ID }, signal ? { signal } : {})

/** Usable HAP and its decimals; under the product key so a mint reloads it. */
export function hapInfoQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...oldMintKey, 'wallet', address?.toLowerCase()], queryFn: ({ signal }) => fetchHapInfo(signal), enabled: address !== undefined })
}

export function useHapInfo() {
  const session = useSession()
  return useQuery(hapInfoQueryOptions(session?.address))
}
