import { queryOptions, useQuery } from '@tanstack/react-query'
import { bannerListEndpoint as bannerList } from '../../../lib/endpoints.ts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'

export const fetchBanners = (signal?: AbortSignal) => api(bannerList, {}, signal ? { signal } : {})

/** Keyed by language: banners carry their text in the image, one set per language (the `Lang` header). */
export function bannersQueryOptions(language: string) {
  return queryOptions({ queryKey: ['home', 'banners', language], queryFn: ({ signal }) => fetchBanners(signal), staleTime: 5 * 60_000 })
}

export function useBanners() {
  const { i18n } = useTranslation()
  return useQuery(bannersQueryOptions(i18n.language))
}
