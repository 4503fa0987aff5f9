import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import { minerStart } from '@hapdex/core/api/miner'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction, type SignActionParameters } from '../../../lib/signedAction.ts'
import { minerKey } from './keys.ts'

/** Signs `Start Miner` (no parameters), then starts a 24 h session. */
export async function sendMinerStart(signMessage: SignActionParameters['signMessage']) {
  const signed = await signAction({ title: signedActionTitles.startMiner, params: [], signMessage })
  return apiRequest(minerStart, signed)
}

export function useMinerStart() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: () => sendMinerStart((message) => signMessage({ message })),
    // Settled, not only succeeded: a refusal such as miner.running means this screen's figures were stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: minerKey }),
  })
}
