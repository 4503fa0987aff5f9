import type { ChainConfig } from '@hapdex/core/chain/chainConfig'

/** Short label for the header: the product says 'BSC' on BNB Smart Chain main and test nets. */
export function chainLabel(config: Pick<ChainConfig, 'chainId' | 'NetWorkName'>): string {
  return config.chainId === 56 || config.chainId === 97 ? 'BSC' : config.NetWorkName
}
