import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { PARENT_CHAIN_ID } from '@hapdex/core/api/wallet'
import { withdrawOrder, withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { fundsKey } from './keys.ts'

export interface WithdrawOrderInput {
  tokenId: number
  /** As typed (commas removed): the server signs and parses the same text. */
  amount: string
  address: string
}

/** Signs `Withdraw Order` over exactly the values sent, then places the order. */
export async function placeWithdrawOrder(input: WithdrawOrderInput, signMessage: SignActionParameters['signMessage']) {
  const params = { chain_id: PARENT_CHAIN_ID as typeof PARENT_CHAIN_ID, token_id: input.tokenId, amount: input.amount, address: input.address }
  const signed = await signAction({ title: signedActionTitles.withdrawOrder, params: withdrawOrderSignedParams(params), signMessage })
  return apiRequest(withdrawOrder, { ...params, ...signed })
}

export function useWithdrawOrder() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: WithdrawOrderInput) => placeWithdrawOrder(input, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [fundsKey] }),
  })
}
