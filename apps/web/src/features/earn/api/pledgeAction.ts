import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pledgeActionSignedParams, type pledgeClaim, type pledgeDo, type pledgeRedeem } from '@hapdex/core/api/pledge'
import type { SignedActionTitle } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { pledgeKey } from './keys.ts'

type PledgeEndpoint = typeof pledgeDo | typeof pledgeRedeem | typeof pledgeClaim

export interface PledgeActionInput {
  pool_id: number
  /** A decimal string, as typed (commas removed). */
  amount: string
}

/** The three pool actions sign the same parameters under their own title, then post them. */
export async function sendPledgeAction(endpoint: PledgeEndpoint, title: SignedActionTitle, input: PledgeActionInput, signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title, params: pledgeActionSignedParams(input), signMessage })
  return apiRequest(endpoint, { ...input, ...signed })
}

export function usePledgeAction(endpoint: PledgeEndpoint, title: SignedActionTitle) {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: (input: PledgeActionInput) => sendPledgeAction(endpoint, title, input, (message) => signMessage({ message })),
    // Settled, not only succeeded: a refusal such as pledge.below_min means the figures were stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKey }),
  })
}
