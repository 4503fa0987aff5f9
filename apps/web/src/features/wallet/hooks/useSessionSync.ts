import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { activateAccount } from '../../../lib/session.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { useUserConnects, useWalletConnection } from '../../../lib/walletState.ts'
import { signOut } from '../api/signIn.ts'
import { completeAccountOnce } from './completeAccountOnce.ts'
import { useSignIn } from './useSignIn.ts'

/**
 * Keeps the server session in step with the wallet: a stored token becomes active, a connect the
 * user asked for or an account switch in the wallet signs in, and a disconnect logs out. A wallet
 * that is connected as the page loads waits for the user's tap (the header offers "Sign in").
 * Reacts to wallet events, fetches no data.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient()
  const { address, status } = useWalletConnection()
  const { mutate: signIn } = useSignIn()
  const userConnects = useUserConnects()
  const handledConnects = useRef(userConnects)
  const connectedAddress = useRef<string | null>(null)

  useEffect(() => {
    if (status === 'connected' && address) {
      const connectedByUser = userConnects !== handledConnects.current
      const switched = connectedAddress.current !== null && connectedAddress.current.toLowerCase() !== address.toLowerCase()
      handledConnects.current = userConnects
      connectedAddress.current = address
      updateSettings({ account: address })
      if (activateAccount(address)) completeAccountOnce(queryClient, address)
      else if (connectedByUser || switched) signIn(address)
    } else if (status === 'disconnected' && connectedAddress.current) {
      // Only a connected -> disconnected change logs out: a page load starts as 'disconnected'.
      void signOut(connectedAddress.current)
      connectedAddress.current = null
      activateAccount(null)
      updateSettings({ account: '' })
    }
  }, [address, status, userConnects, queryClient, signIn])
}
