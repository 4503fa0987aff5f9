import { queryOptions, useQuery } from '@tanstack/react-query'
import { withdrawConfigs } from '@hapdex/core/api/withdraw'
import { api } from '../../../lib/api.ts'
import { fundsKey } from './keys.ts'

export const fetchWithdrawConfigs = (signal?: AbortSignal) => api(withdrawConfigs, {}, signal ? { signal } : {})

export function withdrawConfigsQueryOptions() {
  return queryOptions({ queryKey: [fundsKey, 'withdraw', 'configs'], queryFn: ({ signal }) => fetchWithdrawConfigs(signal), staleTime: 60_000 })
}

export const useWithdrawConfigs = () => useQuery(withdrawConfigsQueryOptions())
