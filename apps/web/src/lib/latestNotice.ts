import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from './api.ts'
import { noticeLatestEndpoint } from './endpoints.ts'

export const fetchLatestNotice = (signal?: AbortSignal) => api(noticeLatestEndpoint, {}, signal ? { signal } : {})

/**
 * The newest notice, for the home strip and the home and swap popups (one request serves all).
 * Keyed by language: notices exist per language and the server picks by the `Lang` header.
 */
export function latestNoticeQueryOptions(language: string) {
  return queryOptions({ queryKey: ['home', 'notice', 'latest', language], queryFn: ({ signal }) => fetchLatestNotice(signal) })
}

export function useLatestNotice() {
  const { i18n } = useTranslation()
  return useQuery(latestNoticeQueryOptions(i18n.language))
}
