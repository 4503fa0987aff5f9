import { queryOptions, useQuery } from '@tanstack/react-query'
import { walletList } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { flashExchangeKey } from './keys.ts'

export const fetchBalances = (signal?: AbortSignal) => api(walletList, {}, signal ? { signal } : {})

/** Usable balances of every token, so both sides of the exchange read one call. */
export function balancesQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: [flashExchangeKey, 'balances', address?.toLowerCase()],
    queryFn: ({ signal }) => fetchBalances(signal),
    enabled: address !== undefined,
    // Spec 9: balances poll every 3000 ms on exchange screens (deposits land in the background).
    refetchInterval: 3000,
  })
}

export function useBalances() {
  const session = useSession()
  return useQuery(balancesQueryOptions(session?.address))
}
