import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cmCancel, cmCancelSignedParams, cmPublish, cmPublishSignedParams } from '@hapdex/core/api/circulationMarket'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { cmKey } from './cmQueries.ts'

export interface PublishInput {
  type: 0 | 1
  /** Whole tokens, a multiple of the unit. */
  amount: string
}

export interface CancelInput {
  type: 0 | 1
  id: number
}

/** Signs `Circulation Order Publish`, then queues the order (reserving its balance). */
export async function sendPublish(input: PublishInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.circulationOrderPublish, params: cmPublishSignedParams(input), signMessage })
  return apiRequest(cmPublish, { ...input, ...signed })
}

/** Signs `Circulation Order Cancel`, then withdraws what is left of the order. */
export async function sendCancel(input: CancelInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.circulationOrderCancel, params: cmCancelSignedParams(input), signMessage })
  return apiRequest(cmCancel, { ...input, ...signed })
}

/**
 * When the screens read again after a publish answered "queued": the server matches apart from the
 * publish (decision 0038), usually within milliseconds, so the figures read at the answer may not
 * show the match yet.
 */
const MATCH_RECHECKS_MS = [250, 1_000, 3_000]

export function useCmPublish() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  const refresh = () => queryClient.invalidateQueries({ queryKey: cmKey })
  return useMutation({
    mutationFn: (input: PublishInput) => sendPublish(input, (message) => signMessage({ message })),
    // Settled: a refusal (quota, balance) means the figures shown were stale.
    onSettled: (answer) => {
      if (answer?.data.status === 0) for (const delay of MATCH_RECHECKS_MS) setTimeout(() => void refresh(), delay)
      return refresh()
    },
  })
}

export function useCmCancel() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: CancelInput) => sendCancel(input, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cmKey }),
  })
}
