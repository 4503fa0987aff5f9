import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { bpClaim, bpClaimSignedParams, type BpRewardType } from '@hapdex/core/api/bp'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { mintKey } from './keys.ts'

/** Signs `BP Reward Claim` for one reward type, then moves its whole balance to usable. */
export async function sendClaim(type: BpRewardType, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.bpRewardClaim, params: bpClaimSignedParams({ type }), signMessage })
  return apiRequest(bpClaim, { type, ...signed })
}

export function useClaim() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (type: BpRewardType) => sendClaim(type, (message) => signMessage({ message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mintKey }),
  })
}
