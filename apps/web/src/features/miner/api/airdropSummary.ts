import { queryOptions, useQuery } from '@tanstack/react-query'
import { airdropSummary } from '@hapdex/core/api/miner'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { minerKey } from './keys.ts'

export const fetchAirdropSummary = (signal?: AbortSignal) => api(airdropSummary, {}, signal ? { signal } : {})

/** The airdrop balance (what the claim moves), direct invitees and the total claimed. */
export function airdropSummaryQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [...minerKey, 'airdrop', address?.toLowerCase()], queryFn: ({ signal }) => fetchAirdropSummary(signal), enabled: address !== undefined })
}

export function useAirdropSummary() {
  const session = useSession()
  return useQuery(airdropSummaryQueryOptions(session?.address))
}
