import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { defineChain, type Address, type Chain } from 'viem'

/**
 * A viem chain from our chain config, so clients find Multicall3 (and batch reads through it)
 * without every caller passing `multicallAddress`. Free of Node APIs: the web app may import it.
 */
export function toViemChain(config: ChainConfig): Chain {
  return defineChain({
    id: config.chainId,
    name: config.NetWorkName,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: config.rpcUrls } },
    ...(config.explorerUrl === '' ? {} : { blockExplorers: { default: { name: 'Explorer', url: config.explorerUrl } } }),
    ...(config.multicall3 === undefined ? {} : { contracts: { multicall3: { address: config.multicall3 as Address } } }),
    testnet: config.chainId !== 56,
  })
}
