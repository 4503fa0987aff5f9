import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cardsClaim, cardsClaimSignedParams, type CardsDividendType } from '@hapdex/core/api/cards'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { cardsKey } from './keys.ts'

/** Signs `Cards Claim` for one dividend balance, then moves all of it to usable. */
export async function sendCardsClaim(type: CardsDividendType, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.cardsClaim, params: cardsClaimSignedParams({ type }), signMessage })
  return apiRequest(cardsClaim, { type, ...signed })
}

export function useCardsClaim() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (type: CardsDividendType) => sendCardsClaim(type, (message) => signMessage({ message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  })
}
