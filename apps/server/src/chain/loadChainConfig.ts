import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bscChainConfig, type BscNetwork, type ChainEnv } from '@hapdex/chain/configs'
import { deployment, type ChainConfig } from '@hapdex/core/chain/chainConfig'

/** Public chains whose addresses come from the environment (@hapdex/chain/configs); any other chain from a deployment file. */
const PUBLIC_NETWORKS: ReadonlyMap<number, BscNetwork> = new Map([
  [56, 'bsc'],
  [97, 'bscTestnet'],
])

export interface LoadChainConfigParameters {
  dataDir: string
  chainId: number
  /** Overrides the config's RPC endpoints (e.g. a private node). */
  rpcUrl: string | undefined
}

/**
 * BSC and its testnet from HAPDEX_* variables (docs/deploy.md); a local chain from the deployment
 * file the devnet wrote. Reads no network: verifyChainContracts checks the addresses on the chain.
 */
export function loadChainConfig({ dataDir, chainId, rpcUrl }: LoadChainConfigParameters, env: ChainEnv = process.env): ChainConfig {
  const network = PUBLIC_NETWORKS.get(chainId)
  const chain = network === undefined ? deployedChain(dataDir, chainId) : bscChainConfig(network, env)
  return rpcUrl === undefined ? chain : { ...chain, rpcUrls: [rpcUrl] }
}

function deployedChain(dataDir: string, chainId: number): ChainConfig {
  const file = join(dataDir, 'deployments', `${chainId}.json`)
  if (!existsSync(file)) throw new Error(`No deployment for chain ${chainId} at ${file}. Start the devnet first (npm run devnet).`)
  const parsed = deployment.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`Invalid deployment file ${file}:\n${parsed.error.message}`)
  return parsed.data.chain
}
