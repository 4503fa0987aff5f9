import type { Address, Hex, WalletClient } from 'viem'
import type { Connector } from 'wagmi'
import { connect, disconnect, getConnection, getConnectors, getWalletClient, reconnect, signMessage, switchChain, watchConnection } from 'wagmi/actions'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { wagmiConfigFor, type WagmiConfig } from './wagmi.ts'
import { noteUserConnect, type WalletConnection } from './walletState.ts'

/** The wallet side of the app, loaded on demand (`loadWalletStack`): wagmi and its actions. */
export interface WalletStack {
  readonly config: WagmiConfig
  connectors(): readonly Connector[]
  connect(connector: Connector): Promise<void>
  disconnect(): Promise<void>
  signMessage(parameters: { message: string; account?: Address | undefined }): Promise<Hex>
  switchChain(chainId: number): Promise<void>
  walletClient(): Promise<WalletClient>
}

/**
 * Builds the page's wagmi config, mirrors its connection into `walletState` and reconnects the
 * last wallet, as WagmiProvider does on mount.
 */
export function startWalletStack(chain: ChainConfig, publish: (connection: WalletConnection) => void): WalletStack {
  const config = wagmiConfigFor(chain)
  const mirror = (state: { status: WalletConnection['status']; address?: Address | undefined; chainId?: number | undefined }) =>
    publish({ status: state.status, address: state.address, chainId: state.chainId })
  watchConnection(config, { onChange: mirror })
  // reconnect sets its status before its first await, so the mirror never shows a false
  // "disconnected" in between.
  const reconnected = reconnect(config).then(
    () => undefined,
    () => undefined,
  )
  mirror(getConnection(config))
  // Actions wait for the reconnect: a connect racing it could be undone by it (its end replaces
  // the connections it did not make), and a tap during it may find the wallet connected already.
  const settled = async () => {
    await reconnected
    return config
  }
  return {
    config,
    connectors: () => getConnectors(config),
    connect: async (connector) => {
      await settled()
      if (getConnection(config).status !== 'connected') await connect(config, { connector })
      noteUserConnect()
    },
    disconnect: async () => {
      await disconnect(await settled())
    },
    signMessage: async ({ message, account }) => signMessage(await settled(), account ? { message, account } : { message }),
    switchChain: async (chainId) => {
      await switchChain(await settled(), { chainId })
    },
    walletClient: async () => (await getWalletClient(await settled())) as WalletClient,
  }
}
