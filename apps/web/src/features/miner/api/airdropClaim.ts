import { useMutation, useQueryClient } from '@tanstack/react-query'
import { airdropClaim } from '@hapdex/core/api/miner'
import { apiRequest } from '../../../lib/api.ts'
import { minerKey } from './keys.ts'

/** Moves the whole airdrop balance to the wallet; the API asks for no signature here. */
export const sendAirdropClaim = () => apiRequest(airdropClaim, {})

export function useAirdropClaim() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendAirdropClaim,
    // Settled, not only succeeded: a refusal such as nothing_to_claim means this screen's figures were stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: minerKey }),
  })
}
