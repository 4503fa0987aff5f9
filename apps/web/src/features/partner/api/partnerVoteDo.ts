import { useMutation, useQueryClient } from '@tanstack/react-query'
import { partnerVoteDo, partnerVoteSignedParams } from '@hapdex/core/api/partner'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { partnerKey } from './keys.ts'

export type ViewPoint = '0' | '1'

/** Signs `Partner Vote` with the view_point ('1' agree, '0' disagree), then casts it. */
export async function sendPartnerVote(view_point: ViewPoint, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.partnerVote, params: partnerVoteSignedParams({ view_point }), signMessage })
  return apiRequest(partnerVoteDo, { view_point, ...signed })
}

export function usePartnerVote() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (view_point: ViewPoint) => sendPartnerVote(view_point, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...partnerKey, 'vote'] }),
  })
}
