import { useState } from 'react'
import type { Connector } from 'wagmi'
import { useTranslation } from 'react-i18next'
import { toastError } from '../../../lib/toast.ts'
import { useLoadWalletStack } from '../../../lib/walletHooks.ts'
import { hasInjectedProvider } from '../../../lib/walletState.ts'

/** The default `injected()` connector; EIP-6963 connectors carry the wallet's rdns as id. */
const legacyConnectorId = 'injected'

/** Wallets to offer: EIP-6963 announcements, else the legacy `window.ethereum` of in-app browsers. */
export function availableWallets(connectors: readonly Connector[], legacyPresent: boolean): Connector[] {
  const discovered = connectors.filter((connector) => connector.id !== legacyConnectorId)
  if (discovered.length > 0) return discovered
  const legacy = connectors.find((connector) => connector.id === legacyConnectorId)
  return legacy && legacyPresent ? [legacy] : []
}

/**
 * Connect: loads the wallet stack on the first tap (nothing of it is in the first screen's code),
 * then connects the one wallet there is, or offers the announced ones.
 */
export function useConnectWallet() {
  const { t } = useTranslation()
  const load = useLoadWalletStack()
  const [isPending, setPending] = useState(false)
  const [choices, setChoices] = useState<Connector[]>([])
  const [noWallet, setNoWallet] = useState(false)

  const connectWith = async (connector: Connector) => {
    setPending(true)
    try {
      await (await load()).connect(connector)
    } catch {
      toastError(t('wallet.connectFailed'))
    } finally {
      setPending(false)
    }
  }

  const start = async () => {
    setPending(true)
    let wallets: Connector[]
    try {
      wallets = availableWallets((await load()).connectors(), hasInjectedProvider())
    } catch {
      toastError(t('wallet.connectFailed'))
      return
    } finally {
      setPending(false)
    }
    if (wallets.length === 0) {
      // The sheet says where to get a wallet, with the spec's two sentences ('Please install
      // MetaMask', 'use an app that supports decentralized applications'); a toast would repeat it.
      setNoWallet(true)
    } else if (wallets.length === 1) {
      await connectWith(wallets[0]!)
    } else {
      setChoices(wallets)
    }
  }

  const choose = (connector: Connector) => {
    setChoices([])
    void connectWith(connector)
  }

  return {
    start: () => void start(),
    choose,
    isPending,
    choices,
    closeChoices: () => setChoices([]),
    noWallet,
    closeNoWallet: () => setNoWallet(false),
  }
}
