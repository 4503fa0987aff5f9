import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { bpNodeBuy, bpNodeBuySignedParams } from '@hapdex/core/api/bp'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { mintKey } from './keys.ts'

/** Signs `BP Buy Node` for level 2 (the only level for sale), then buys it with usable USDT. */
export async function sendNodeBuy(signMessage: SignActionParameters['signMessage']) {
  const params = { level: 2 } as const
  const signed = await signAction({ title: signedActionTitles.bpBuyNode, params: bpNodeBuySignedParams(params), signMessage })
  return apiRequest(bpNodeBuy, { ...params, ...signed })
}

export function useNodeBuy() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: () => sendNodeBuy((message) => signMessage({ message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mintKey }),
  })
}
