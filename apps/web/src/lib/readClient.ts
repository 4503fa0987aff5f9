import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { chainFromConfig } from './chain.ts'
import { useSiteConfig } from './siteConfig.ts'

let current: { chain: string; client: PublicClient } | undefined

/**
 * The chain's read client: viem alone, no wallet. Reads (reserves, balances, receipts) need no
 * wallet, so the screens that read the chain do not load the wallet stack for them. Made like
 * wagmi's own public client (multicall batching, 4 s polling), one per chain config. Imported by
 * those screens' chunks, so it loads with them: loading it after their first render was measured
 * slower (the reads, and the renders they cause, then land after the first paint).
 */
export function readClientFor(chain: ChainConfig): PublicClient {
  const key = JSON.stringify(chain)
  if (current?.chain !== key) {
    const client = createPublicClient({ chain: chainFromConfig(chain), transport: http(chain.rpcUrls[0]), batch: { multicall: true }, pollingInterval: 4_000 })
    current = { chain: key, client: client as PublicClient }
  }
  return current.client
}

/** The read client once the site config is there (it always is inside the routes). */
export function useReadClient(): PublicClient | undefined {
  const chain = useSiteConfig().data?.chain
  return chain ? readClientFor(chain) : undefined
}
