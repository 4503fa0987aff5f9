import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { transferOut, transferOutSignedParams } from '@hapdex/core/api/transfer'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { fundsKey } from './keys.ts'

export interface TransferOutInput {
  tokenId: number
  amount: string
  toAddress: string
}

/** Signs `Transfer Out` over exactly the values sent, then moves the balance. */
export async function sendTransferOut(input: TransferOutInput, signMessage: SignActionParameters['signMessage']) {
  const params = { token_id: input.tokenId, amount: input.amount, to_address: input.toAddress }
  const signed = await signAction({ title: signedActionTitles.transferOut, params: transferOutSignedParams(params), signMessage })
  return apiRequest(transferOut, { ...params, ...signed })
}

export function useTransferOut() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: TransferOutInput) => sendTransferOut(input, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [fundsKey] }),
  })
}
