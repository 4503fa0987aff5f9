import type { ChainConfig, ExchangeConfig } from '@hapdex/core/chain/chainConfig'
import { useSiteConfig } from '../../lib/siteConfig.ts'

export type ExchangeId = ExchangeConfig['id']

export type ExchangeContext = {
  readonly chain: ChainConfig
  readonly exchange: ExchangeConfig
}

/**
 * The chain and the exchange (V1 or V2) a screen works on. The site config is loaded before the
 * router mounts (the wallet is built from it), so it is always there inside the routes.
 */
export function useExchange(id: ExchangeId): ExchangeContext {
  const { data } = useSiteConfig()
  if (!data) throw new Error('site config is not loaded')
  return { chain: data.chain, exchange: data.chain.exchanges[id] }
}

/** An explorer link for a transaction, or undefined when the chain has no explorer. */
export function explorerTxUrl(chain: Pick<ChainConfig, 'explorerUrl'>, hash: string): string | undefined {
  return chain.explorerUrl === '' ? undefined : `${chain.explorerUrl.replace(/\/$/, '')}/tx/${hash}`
}

export function explorerAddressUrl(chain: Pick<ChainConfig, 'explorerUrl'>, address: string): string | undefined {
  return chain.explorerUrl === '' ? undefined : `${chain.explorerUrl.replace(/\/$/, '')}/address/${address}`
}
