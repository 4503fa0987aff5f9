import { queryOptions, useQuery } from '@tanstack/react-query'
import { tokenChart, type CandleInterval, type PairChart } from '@hapdex/core/api/token'
import { api } from '../../../lib/api.ts'

export function pairChartQueryOptions(pair: string | undefined, base: string, interval: CandleInterval) {
  return queryOptions({
    queryKey: ['token', 'chart', pair?.toLowerCase(), base.toLowerCase(), interval],
    queryFn: async ({ signal }) => (await api(tokenChart, { pair, base, interval, limit: 200 }, { signal })) as PairChart,
    enabled: pair !== undefined,
    // A candle closes at most once a minute.
    staleTime: 30_000,
  })
}

export function usePairChart(pair: string | undefined, base: string, interval: CandleInterval) {
  return useQuery(pairChartQueryOptions(pair, base, interval))
}
