import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toastError } from '../../../lib/toast.ts'
import { useLoadWalletStack } from '../../../lib/walletHooks.ts'
import { hasInjectedProvider, useWalletConnection } from '../../../lib/walletState.ts'

/**
 * The swap button's connect action. The header's wallet feature owns the wallet chooser and the
 * sign-in that follows a connect; this only starts the connection with the announced wallet (or
 * the legacy `window.ethereum` of in-app browsers), loading the wallet stack on the tap.
 */
export function useConnectAction() {
  const { t } = useTranslation()
  const load = useLoadWalletStack()
  const [starting, setPending] = useState(false)
  // A returning wallet is reconnecting (or a connect is under way): the button waits with it
  // rather than offer a connect to a wallet that is connecting already.
  const { status } = useWalletConnection()
  const isPending = starting || status === 'reconnecting' || status === 'connecting'
  const start = async () => {
    setPending(true)
    try {
      const stack = await load()
      const connectors = stack.connectors()
      const connector = connectors.find((entry) => entry.id !== 'injected') ?? connectors.find((entry) => entry.id === 'injected')
      if (!connector || (connector.id === 'injected' && !hasInjectedProvider())) {
        toastError(t('wallet.useDappBrowser'))
        return
      }
      await stack.connect(connector)
    } catch {
      toastError(t('wallet.connectFailed'))
    } finally {
      setPending(false)
    }
  }
  return { start: () => void start(), isPending }
}
