import { queryOptions, useQuery } from '@tanstack/react-query'
import { feedbackReplyList } from '@hapdex/core/api/feedback'
import { api } from '../../../lib/api.ts'
import { quietNotFound } from '../../../lib/quietNotFound.ts'
import { useSession } from '../../../lib/session.ts'
import { feedbackKey } from './keys.ts'

/** A missing (or someone else's) entry is the screen's own not-found state, not a toast as well. */
export const fetchFeedbackDetail = (id: number, signal?: AbortSignal) => quietNotFound((options) => api(feedbackReplyList, { id }, options), signal)

/** One feedback entry with its replies. */
export function feedbackDetailQueryOptions(address: string | undefined, id: number | undefined) {
  return queryOptions({
    queryKey: [feedbackKey, 'detail', address?.toLowerCase(), id],
    queryFn: ({ signal }) => fetchFeedbackDetail(id ?? 0, signal),
    enabled: address !== undefined && id !== undefined,
  })
}

export function useFeedbackDetail(id: number | undefined) {
  const session = useSession()
  return useQuery(feedbackDetailQueryOptions(session?.address, id))
}
