import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { exchangeConfigsEndpoint as exchangeConfigs } from '../../../lib/endpoints.ts'
import { flashExchangeKey } from './keys.ts'

export const fetchExchangeConfigs = (signal?: AbortSignal) => api(exchangeConfigs, {}, signal ? { signal } : {})

export function exchangeConfigsQueryOptions() {
  return queryOptions({ queryKey: [flashExchangeKey, 'configs'], queryFn: ({ signal }) => fetchExchangeConfigs(signal), staleTime: 60_000 })
}

export function useExchangeConfigs() {
  return useQuery(exchangeConfigsQueryOptions())
}
