import { queryOptions, useQuery } from '@tanstack/react-query'
import { bannerList } from '@hapdex/core/api/basic'
import { api } from '../../../lib/api.ts'

export const fetchBanners = (signal?: AbortSignal) => api(bannerList, {}, signal ? { signal } : {})

export function bannersQueryOptions() {
  return queryOptions({ queryKey: ['home', 'banners'], queryFn: ({ signal }) => fetchBanners(signal), staleTime: 5 * 60_000 })
}

export function useBanners() {
  return useQuery(bannersQueryOptions())
}
