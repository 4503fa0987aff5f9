import { createConfig, createStorage, http, injected } from 'wagmi'
import { defineChain, type Chain } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'

/** viem chain from the deployment's chain config (served at run time by /api/basic/config). */
export function chainFromConfig(config: ChainConfig): Chain {
  return defineChain({
    id: config.chainId,
    name: config.NetWorkName,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: config.rpcUrls } },
    blockExplorers: { default: { name: config.NetWorkName, url: config.explorerUrl } },
    ...(config.multicall3 ? { contracts: { multicall3: { address: config.multicall3 as `0x${string}` } } } : {}),
  })
}

/** Short label for the header: the product says 'BSC' on BNB Smart Chain main and test nets. */
export function chainLabel(config: Pick<ChainConfig, 'chainId' | 'NetWorkName'>): string {
  return config.chainId === 56 || config.chainId === 97 ? 'BSC' : config.NetWorkName
}

export function createWagmiConfig(config: ChainConfig) {
  const chain = chainFromConfig(config)
  return createConfig({
    chains: [chain],
    // `injected()` targets the legacy `window.ethereum`, which wallet in-app browsers
    // (TokenPocket, Trust, Binance) inject without EIP-6963; EIP-6963 wallets come from discovery.
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    transports: { [chain.id]: http(config.rpcUrls[0]) },
    storage: createStorage({ storage: globalThis.localStorage, key: 'hapdex.wagmi' }),
  })
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>

let current: { chain: string; config: WagmiConfig } | undefined

/**
 * The one wagmi config of the page for this chain config. Not per React mount: a first render
 * that suspends (a lazy route) is thrown away and its state with it, and a second config made on
 * the retry found wagmi's page-wide reconnect still busy with the first, so it never reconnected
 * and a reload showed "Connect wallet" to a connected wallet (seen in the browser suite).
 */
export function wagmiConfigFor(chain: ChainConfig): WagmiConfig {
  const key = JSON.stringify(chain)
  if (current?.chain !== key) current = { chain: key, config: createWagmiConfig(chain) }
  return current.config
}
