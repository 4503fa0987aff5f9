import { useConnect, useConnectors } from 'wagmi'
import { useTranslation } from 'react-i18next'
import { toastError } from '../../../lib/toast.ts'

/**
 * The swap button's connect action. The header's wallet feature owns the wallet chooser and the
 * sign-in that follows a connect; this only starts the connection with the announced wallet (or
 * the legacy `window.ethereum` of in-app browsers).
 */
export function useConnectAction() {
  const { t } = useTranslation()
  const connectors = useConnectors()
  const { mutate: connect, isPending } = useConnect({ mutation: { onError: () => toastError(t('wallet.connectFailed')) } })
  const start = () => {
    const connector = connectors.find((entry) => entry.id !== 'injected') ?? connectors.find((entry) => entry.id === 'injected')
    const hasLegacy = typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined
    if (!connector || (connector.id === 'injected' && !hasLegacy)) {
      toastError(t('wallet.useDappBrowser'))
      return
    }
    connect({ connector })
  }
  return { start, isPending }
}
