import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { noticeLatest } from '@hapdex/core/api/basic'
import { api } from '../../../lib/api.ts'

export const fetchLatestNotice = (signal?: AbortSignal) => api(noticeLatest, {}, signal ? { signal } : {})

/** The same key as the home screen's: one request serves both popups. Notices exist per language. */
export function latestNoticeQueryOptions(language: string) {
  return queryOptions({ queryKey: ['home', 'notice', 'latest', language], queryFn: ({ signal }) => fetchLatestNotice(signal) })
}

export function useLatestNotice() {
  const { i18n } = useTranslation()
  return useQuery(latestNoticeQueryOptions(i18n.language))
}
