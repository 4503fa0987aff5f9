import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fundRedeem } from '@hapdex/core/api/circulation'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { fundKey } from '../../../lib/fund.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'

/** Signs `Circulation Fund Redeem` (no parameters), then returns the pledged part to usable. */
export async function sendFundRedeem(signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.circulationFundRedeem, params: [], signMessage })
  return apiRequest(fundRedeem, signed)
}

export function useFundRedeem() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: () => sendFundRedeem((message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKey }),
  })
}
