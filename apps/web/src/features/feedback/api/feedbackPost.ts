import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { feedbackPost, feedbackPostSignedParams } from '@hapdex/core/api/feedback'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { feedbackKey } from './keys.ts'

export interface FeedbackPostInput {
  categoryId: number
  content: string
  images: string[]
}

/** Signs `Feedback Post` over the text and the uploaded images exactly as sent. */
export async function sendFeedback(input: FeedbackPostInput, signMessage: SignActionParameters['signMessage']) {
  const params = { category_id: input.categoryId, content: input.content, img_arr: input.images }
  const signed = await signAction({ title: signedActionTitles.feedbackPost, params: feedbackPostSignedParams(params), signMessage })
  return apiRequest(feedbackPost, { ...params, ...signed })
}

export function useFeedbackPost() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: FeedbackPostInput) => sendFeedback(input, (message) => signMessage({ message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [feedbackKey] }),
  })
}
