import { useMutation, useQueryClient } from '@tanstack/react-query'
import { nftBuySignedParams, nftHoldBuy } from '@hapdex/core/api/nft'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { nftKey } from './keys.ts'

export interface NftBuyInput {
  nft_id: number
  type: 0 | 1
  /** What the pay popup showed: signed, so the wallet shows what is charged. */
  hap_amount: string
  hapc_amount: string
}

/** Signs `NFT Buy`, then pays from the custodial balances. */
export async function sendNftBuy(input: NftBuyInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.nftBuy, params: nftBuySignedParams(input), signMessage })
  return apiRequest(nftHoldBuy, { ...input, ...signed })
}

export function useNftBuy() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: NftBuyInput) => sendNftBuy(input, (message) => signMessage({ message })),
    // Settled: a refusal such as the hold limit means the counts shown were stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: nftKey }),
  })
}
