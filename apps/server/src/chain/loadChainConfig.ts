import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deployment, type ChainConfig } from '@hapdex/core/chain/chainConfig'

const PUBLIC_CHAINS = new Set([56, 97])

export interface LoadChainConfigParameters {
  dataDir: string
  chainId: number
  /** Overrides the config's RPC endpoints (e.g. a private node). */
  rpcUrl: string | undefined
}

/** The devnet's deployment file for local chains; public chains come from @hapdex/chain. */
export function loadChainConfig({ dataDir, chainId, rpcUrl }: LoadChainConfigParameters): ChainConfig {
  const file = join(dataDir, 'deployments', `${chainId}.json`)
  if (!existsSync(file)) {
    throw new Error(
      PUBLIC_CHAINS.has(chainId)
        ? `No config for chain ${chainId} yet: public chain configs will come from @hapdex/chain/configs.`
        : `No deployment for chain ${chainId} at ${file}. Start the devnet first (npm run devnet).`,
    )
  }
  const parsed = deployment.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`Invalid deployment file ${file}:\n${parsed.error.message}`)
  const chain = parsed.data.chain
  return rpcUrl === undefined ? chain : { ...chain, rpcUrls: [rpcUrl] }
}
