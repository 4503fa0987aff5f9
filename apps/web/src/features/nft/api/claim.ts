import { useMutation, useQueryClient } from '@tanstack/react-query'
import { nftClaimSignedParams, nftHoldClaim, type NftRewardType } from '@hapdex/core/api/nft'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { nftKey } from './keys.ts'

/** Signs `NFT Claim` for one reward type, then moves its whole balance to usable. */
export async function sendNftClaim(type: NftRewardType, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.nftClaim, params: nftClaimSignedParams({ type }), signMessage })
  return apiRequest(nftHoldClaim, { type, ...signed })
}

export function useNftClaim() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (type: NftRewardType) => sendNftClaim(type, (message) => signMessage({ message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nftKey }),
  })
}
