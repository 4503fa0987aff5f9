import { queryOptions, useQuery } from '@tanstack/react-query'
import { noticeDetail } from '@hapdex/core/api/basic'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'

export const fetchNotice = (group: number, signal?: AbortSignal) => api(noticeDetail, { id: group }, signal ? { signal } : {})

export function noticeQueryOptions(group: number | undefined, language: string) {
  return queryOptions({
    queryKey: ['notices', 'detail', group, language],
    queryFn: ({ signal }) => fetchNotice(group ?? 0, signal),
    enabled: group !== undefined,
  })
}

export function useNotice(group: number | undefined) {
  const { i18n } = useTranslation()
  return useQuery(noticeQueryOptions(group, i18n.language))
}
