import { queryOptions, useQuery } from '@tanstack/react-query'
import { feedbackCategories } from '@hapdex/core/api/feedback'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api.ts'
import { feedbackKey } from './keys.ts'

export const fetchFeedbackCategories = (signal?: AbortSignal) => api(feedbackCategories, {}, signal ? { signal } : {})

export function feedbackCategoriesQueryOptions(language: string) {
  return queryOptions({ queryKey: [feedbackKey, 'categories', language], queryFn: ({ signal }) => fetchFeedbackCategories(signal), staleTime: Infinity })
}

export function useFeedbackCategories() {
  const { i18n } = useTranslation()
  return useQuery(feedbackCategoriesQueryOptions(i18n.language))
}
