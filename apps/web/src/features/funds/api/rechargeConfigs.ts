import { queryOptions, useQuery } from '@tanstack/react-query'
import { rechargeConfigs } from '@hapdex/core/api/wallet'
import { api } from '../../../lib/api.ts'
import { fundsKey } from './keys.ts'

export const fetchRechargeConfigs = (signal?: AbortSignal) => api(rechargeConfigs, {}, signal ? { signal } : {})

export function rechargeConfigsQueryOptions() {
  return queryOptions({ queryKey: [fundsKey, 'recharge', 'configs'], queryFn: ({ signal }) => fetchRechargeConfigs(signal), staleTime: 60_000 })
}

export const useRechargeConfigs = () => useQuery(rechargeConfigsQueryOptions())
