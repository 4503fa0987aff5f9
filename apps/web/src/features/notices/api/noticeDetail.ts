import { queryOptions, useQuery } from '@tanstack/react-query'
import { noticeDetail } from '@hapdex/core/api/basic'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'
import { quietNotFound } from '../../../lib/quietNotFound.ts'

/** A missing notice is the screen's own not-found state, not a toast as well. */
export const fetchNotice = (group: number, signal?: AbortSignal) => quietNotFound((options) => api(noticeDetail, { id: group }, options), signal)

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
