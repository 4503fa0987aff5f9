import { queryOptions, useQuery } from '@tanstack/react-query'
import { feedbackList } from '@hapdex/core/api/feedback'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { feedbackKey } from './keys.ts'

/** Spec 9: the feedback list shows the first 10 entries. */
export const FEEDBACK_LIST_SIZE = 10

export const fetchFeedbackList = (signal?: AbortSignal) => api(feedbackList, { page: 1, page_size: FEEDBACK_LIST_SIZE }, signal ? { signal } : {})

export function feedbackListQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: [feedbackKey, 'list', address?.toLowerCase()], queryFn: ({ signal }) => fetchFeedbackList(signal), enabled: address !== undefined })
}

export function useFeedbackList() {
  const session = useSession()
  return useQuery(feedbackListQueryOptions(session?.address))
}
