import { createConfig, createStorage, http, injected } from 'wagmi'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { toViemChain } from '@hapdex/chain/viemChain'

/** Where wagmi keeps its connection between visits (`hapdex.wagmi.store`, `…recentConnectorId`). */
export const WAGMI_STORAGE_KEY = 'hapdex.wagmi'

export function createWagmiConfig(config: ChainConfig) {
  const chain = toViemChain(config)
  return createConfig({
    chains: [chain],
    // `injected()` targets the legacy `window.ethereum`, which wallet in-app browsers
    // (TokenPocket, Trust, Binance) inject without EIP-6963; EIP-6963 wallets come from discovery.
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    transports: { [chain.id]: http(config.rpcUrls[0]) },
    storage: createStorage({ storage: globalThis.localStorage, key: WAGMI_STORAGE_KEY }),
  })
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>

let current: { chain: string; config: WagmiConfig } | undefined

/**
 * The one wagmi config of the page for this chain config. Not per React mount: the wallet layer
 * (`walletStack.ts`) and the provider of the screens that still use wagmi's hooks share it, and a
 * second config would race the first one's reconnect.
 */
export function wagmiConfigFor(chain: ChainConfig): WagmiConfig {
  const key = JSON.stringify(chain)
  if (current?.chain !== key) current = { chain: key, config: createWagmiConfig(chain) }
  return current.config
}
