import { queryOptions, useQuery } from '@tanstack/react-query'
import { dailyChart, tokenChart } from '@hapdex/core/api/token'
import { api } from '../../../lib/api.ts'
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint.ts'

/** Spec 7: the home chart asks for token BGC over 30 days. */
export const HOME_CHART_TOKEN = 'BGC'
export const HOME_CHART_DAYS = 30

export async function fetchDailyChart(signal?: AbortSignal) {
  const data = await api(tokenChart, { token_key: HOME_CHART_TOKEN, day: HOME_CHART_DAYS }, signal ? { signal } : {})
  // The path answers candles or daily points; with token_key it must be daily points.
  return dailyChart.parse(data)
}

export function dailyChartQueryOptions() {
  return queryOptions({ queryKey: ['home', 'chart', HOME_CHART_TOKEN, HOME_CHART_DAYS], queryFn: ({ signal }) => fetchDailyChart(signal), staleTime: 10 * 60_000 })
}

/** Below the banner: asked for once the screen has painted, so it does not share the link with the banner. */
export function useDailyChart() {
  return useQuery({ ...dailyChartQueryOptions(), enabled: useAfterFirstPaint() })
}
