import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from 'wagmi'
import { fundJoin, fundJoinSignedParams } from '@hapdex/core/api/circulation'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { invitationKey } from './keys.ts'

/** Signs `Circulation Fund Join` over the quantity, then buys the units with usable HAP. */
export async function sendFundJoin(num: number, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.circulationFundJoin, params: fundJoinSignedParams({ num }), signMessage })
  return apiRequest(fundJoin, { num, ...signed })
}

export function useFundJoin() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (num: number) => sendFundJoin(num, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKey }),
  })
}
