import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { noticeList } from '@hapdex/core/api/basic'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'

/** Spec 9: the notice list pages by 30. */
export const NOTICE_PAGE_SIZE = 30

export const fetchNotices = (page: number, signal?: AbortSignal) => api(noticeList, { page, page_size: NOTICE_PAGE_SIZE }, signal ? { signal } : {})

export function noticesQueryOptions(language: string) {
  return infiniteQueryOptions({
    queryKey: ['notices', 'list', language],
    queryFn: ({ pageParam, signal }) => fetchNotices(pageParam, signal),
    initialPageParam: 1,
    // Spec 4: finished when a page comes back shorter than the page size.
    getNextPageParam: (last) => (last.list.length < NOTICE_PAGE_SIZE ? undefined : last.page + 1),
  })
}

export function useNotices() {
  const { i18n } = useTranslation()
  return useInfiniteQuery(noticesQueryOptions(i18n.language))
}
