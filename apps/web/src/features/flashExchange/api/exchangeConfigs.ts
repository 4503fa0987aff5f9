import { queryOptions, useQuery } from '@tanstack/react-query'
import { exchangeConfigs } from '@hapdex/core/api/exchange'
import { api } from '../../../lib/api.ts'
import { flashExchangeKey } from './keys.ts'

export const fetchExchangeConfigs = (signal?: AbortSignal) => api(exchangeConfigs, {}, signal ? { signal } : {})

export function exchangeConfigsQueryOptions() {
  return queryOptions({ queryKey: [flashExchangeKey, 'configs'], queryFn: ({ signal }) => fetchExchangeConfigs(signal), staleTime: 60_000 })
}

export function useExchangeConfigs() {
  return useQuery(exchangeConfigsQueryOptions())
}
