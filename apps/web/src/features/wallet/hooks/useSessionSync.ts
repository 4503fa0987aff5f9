import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { activateAccount } from '../../../lib/session.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'
import { signOut } from '../api/signIn.ts'
import { completeAccountOnce } from './completeAccountOnce.ts'
import { useSignIn } from './useSignIn.ts'

/**
 * Keeps the server session in step with the wallet: a connected account without a valid stored
 * token signs in (once per page life on its own; the wallet button retries), an account change
 * switches sessions, and a disconnect logs out. Reacts to wallet events, fetches no data.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient()
  const { address, status } = useWalletConnection()
  const { mutate: signIn } = useSignIn()
  const autoSignInTried = useRef(new Set<string>())
  const connectedAddress = useRef<string | null>(null)

  useEffect(() => {
    if (status === 'connected' && address) {
      connectedAddress.current = address
      updateSettings({ account: address })
      if (activateAccount(address)) {
        completeAccountOnce(queryClient, address)
      } else if (!autoSignInTried.current.has(address.toLowerCase())) {
        autoSignInTried.current.add(address.toLowerCase())
        signIn(address)
      }
    } else if (status === 'disconnected' && connectedAddress.current) {
      // Only a connected -> disconnected change logs out: a page load starts as 'disconnected'.
      void signOut(connectedAddress.current)
      connectedAddress.current = null
      activateAccount(null)
      updateSettings({ account: '' })
    }
  }, [address, status, queryClient, signIn])
}
