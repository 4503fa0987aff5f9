import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { exchangeDo, exchangeDoSignedParams } from '@hapdex/core/api/exchange'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { flashExchangeKey } from './keys.ts'

export interface ExchangeDoInput {
  sourceId: number
  targetId: number
  /** The amount as typed (commas removed): the signed text carries exactly what is sent. */
  amount: string
}

/** Signs `Exchange Do` over the values sent, then exchanges on the ledger. */
export async function sendExchange(input: ExchangeDoInput, signMessage: SignActionParameters['signMessage']) {
  const params = { t1_id: input.sourceId, t2_id: input.targetId, amount: input.amount }
  const signed = await signAction({ title: signedActionTitles.exchangeDo, params: exchangeDoSignedParams(params), signMessage })
  return apiRequest(exchangeDo, { ...params, ...signed })
}

export function useExchangeDo() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: ExchangeDoInput) => sendExchange(input, (message) => signMessage({ message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [flashExchangeKey] }),
  })
}
