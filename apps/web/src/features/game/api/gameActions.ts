import { useMutation, useQueryClient } from '@tanstack/react-query'
import { gameEncryptAddress, gameEncryptSignedParams, gameTransferIn, gameTransferOut, gameTransferSignedParams } from '@hapdex/core/api/game'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { apiRequest } from '../../../lib/api.ts'
import { signAction } from '../../../lib/signedAction.ts'
import { useSignMessage } from '../../../lib/walletHooks.ts'
import type { GameDirection } from '../lib/gameTransfer.ts'
import { gameKey } from './gameQueries.ts'

/** Signs `Game Transfer In` / `Game Transfer Out` over the amount, then asks for the transfer. */
export function useGameTransfer() {
  const queryClient = useQueryClient()
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: async ({ direction, amount }: { direction: GameDirection; amount: string }) => {
      const title = direction === 'in' ? signedActionTitles.gameTransferIn : signedActionTitles.gameTransferOut
      const signed = await signAction({ title, params: gameTransferSignedParams({ amount }), signMessage: (message) => signMessage({ message }) })
      return apiRequest(direction === 'in' ? gameTransferIn : gameTransferOut, { amount, ...signed })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKey }),
  })
}

/** `Game Encrypt Address`: a signature for a short-lived game token, then the game link carrying it. */
export function useGameEnter() {
  const { mutateAsync: signMessage } = useSignMessage()
  return useMutation({
    mutationFn: async () => {
      const signed = await signAction({ title: signedActionTitles.gameEncryptAddress, params: gameEncryptSignedParams(), signMessage: (message) => signMessage({ message }) })
      return apiRequest(gameEncryptAddress, signed)
    },
  })
}
