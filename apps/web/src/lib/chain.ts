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
