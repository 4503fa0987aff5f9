import { queryOptions, useQuery } from '@tanstack/react-query'
import { transferConfigs } from '@hapdex/core/api/transfer'
import { api } from '../../../lib/api.ts'
import { fundsKey } from './keys.ts'

export const fetchTransferConfigs = (signal?: AbortSignal) => api(transferConfigs, {}, signal ? { signal } : {})

export function transferConfigsQueryOptions() {
  return queryOptions({ queryKey: [fundsKey, 'transfer', 'configs'], queryFn: ({ signal }) => fetchTransferConfigs(signal), staleTime: 60_000 })
}

export const useTransferConfigs = () => useQuery(transferConfigsQueryOptions())
