import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { productMint, productMintSignedParams } from '@hapdex/core/api/product'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { oldMintKey } from './keys.ts'

/** Signs `Mint` over the amount exactly as sent, then pays it in HAP. */
export async function sendProductMint(amount: string, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.mint, params: productMintSignedParams({ amount }), signMessage })
  return apiRequest(productMint, { amount, ...signed })
}

export function useProductMint() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (amount: string) => sendProductMint(amount, (message) => signMessage({ message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oldMintKey }),
  })
}
