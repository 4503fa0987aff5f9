import { useMutation, useQueryClient } from '@tanstack/react-query'
import { partnerBuy, partnerBuySignedParams } from '@hapdex/core/api/partner'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { partnerKey } from './keys.ts'

export interface PartnerBuyInput {
  round_id: number
  /** The round's price as the server sent it: signed, so the wallet shows what is charged. */
  pay_amount: string
}

/** Signs `Partner Buy`, then pays the seat from the custodial balance. */
export async function sendPartnerBuy(input: PartnerBuyInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.partnerBuy, params: partnerBuySignedParams(input), signMessage })
  return apiRequest(partnerBuy, { ...input, ...signed })
}

export function usePartnerBuy() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: PartnerBuyInput) => sendPartnerBuy(input, (message) => signMessage({ message })),
    // Settled: a refusal such as 'full' means the seat count shown was stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKey }),
  })
}
