import { queryOptions, useQuery } from '@tanstack/react-query'
import { withdrawCondition } from '@hapdex/core/api/withdraw'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { fundsKey } from './keys.ts'

export const fetchWithdrawCondition = (tokenId: number, signal?: AbortSignal) => api(withdrawCondition, { token_id: tokenId }, signal ? { signal } : {})

export function withdrawConditionQueryOptions(address: string | undefined, tokenId: number | undefined) {
  return queryOptions({
    queryKey: [fundsKey, 'withdraw', 'condition', address?.toLowerCase(), tokenId],
    queryFn: ({ signal }) => fetchWithdrawCondition(tokenId ?? 0, signal),
    enabled: address !== undefined && tokenId !== undefined,
  })
}

export function useWithdrawCondition(tokenId: number | undefined) {
  const session = useSession()
  return useQuery(withdrawConditionQueryOptions(session?.address, tokenId))
}
