import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { bpMint, bpMintSignedParams } from '@hapdex/core/api/bp'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { ApiError, apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { mintKey } from './keys.ts'

export interface MintInput {
  /** Whole USD. */
  amount: string
  /** Whole tokens, as computed at the price shown: the signature covers them. */
  hap_amount: string
  btpi_amount: string
}

/** Signs `BP Mint` over the amount and both payments, then mints. */
export async function sendMint(input: MintInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.bpMint, params: bpMintSignedParams(input), signMessage })
  return apiRequest(bpMint, { ...input, ...signed })
}

export function useMint() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: MintInput) => sendMint(input, (message) => signMessage({ message })),
    // Spec 4: on success the page reloads all of its data.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mintKey }),
    // The server refused amounts computed at an old price: show today's, so the next try passes.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'programme.price_moved') void queryClient.invalidateQueries({ queryKey: [...mintKey, 'config'] })
    },
  })
}
