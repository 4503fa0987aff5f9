import { useState } from 'react'
import { useConnect, useConnectors, type Connector } from 'wagmi'
import { useTranslation } from 'react-i18next'
import { toastError } from '../../../lib/toast.ts'

/** The default `injected()` connector; EIP-6963 connectors carry the wallet's rdns as id. */
const legacyConnectorId = 'injected'

function hasLegacyProvider(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined
}

/** Wallets to offer: EIP-6963 announcements, else the legacy `window.ethereum` of in-app browsers. */
export function availableWallets(connectors: readonly Connector[], legacyPresent: boolean): Connector[] {
  const discovered = connectors.filter((connector) => connector.id !== legacyConnectorId)
  if (discovered.length > 0) return discovered
  const legacy = connectors.find((connector) => connector.id === legacyConnectorId)
  return legacy && legacyPresent ? [legacy] : []
}

export function useConnectWallet() {
  const { t } = useTranslation()
  const connectors = useConnectors()
  const { mutate: connect, isPending } = useConnect({ mutation: { onError: () => toastError(t('wallet.connectFailed')) } })
  const [choices, setChoices] = useState<Connector[]>([])
  const [noWallet, setNoWallet] = useState(false)

  const start = () => {
    const wallets = availableWallets(connectors, hasLegacyProvider())
    if (wallets.length === 0) {
      setNoWallet(true)
      toastError(t('wallet.useDappBrowser'))
    } else if (wallets.length === 1) {
      connect({ connector: wallets[0]! })
    } else {
      setChoices(wallets)
    }
  }

  const choose = (connector: Connector) => {
    setChoices([])
    connect({ connector })
  }

  return {
    start,
    choose,
    isPending,
    choices,
    closeChoices: () => setChoices([]),
    noWallet,
    closeNoWallet: () => setNoWallet(false),
  }
}
