import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployment as deploymentSchema, type Deployment } from '@hapdex/core/chain/chainConfig'
import { buildTokenListJson, tokenListFileName, type ExchangeId } from '@hapdex/core/chain/tokenList'
import { createPublicClient, http, type Address } from 'viem'
import { startAnvil } from './anvil.ts'
import { deployDevnet, devnetChainId } from './deploy.ts'

export type StartDevnetParameters = {
  /** Default: `$HAPDEX_DATA_DIR`, else `./data`, resolved against the repository root. */
  dataDir?: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** Keep the chain in `<dataDir>/anvil-state.json` across restarts. Default true, and never from a snapshot. */
  persist?: boolean
  host?: string
  /**
   * A devnet's data folder to start from instead of deploying (devnetSnapshot.ts): its chain is
   * loaded, its deployment reused, and nothing is written back to it.
   */
  snapshotDir?: string
}

export type Devnet = {
  rpcUrl: string
  deployment: Deployment
  /** Path of the deployment file the devnet wrote. */
  deploymentPath: string
  stop(): Promise<void>
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

export function defaultDataDir(): string {
  return resolve(repoRoot, process.env.HAPDEX_DATA_DIR ?? './data')
}

export function deploymentPathOf(dataDir: string, chainId = devnetChainId): string {
  return join(dataDir, 'deployments', `${chainId}.json`)
}

/** The static token list of one exchange, which the server serves at `/tokenlists/<file>`. */
export function tokenListPathOf(dataDir: string, chainId: number, exchangeId: ExchangeId): string {
  return join(dataDir, 'deployments', 'tokenlists', tokenListFileName(chainId, exchangeId))
}

/**
 * Starts anvil and makes sure the contracts are on it: an earlier deployment is reused when the
 * chain (restored from the state file) still has its code, otherwise everything is deployed anew.
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const dataDir = resolve(repoRoot, parameters.dataDir ?? defaultDataDir())
  // A snapshot is shared: a devnet started from one keeps its chain to itself.
  const persist = parameters.snapshotDir === undefined && (parameters.persist ?? true)
  mkdirSync(dataDir, { recursive: true })
  const snapshotDir = parameters.snapshotDir
  if (snapshotDir !== undefined) copyFileSync(deploymentPathOf(snapshotDir), writablePath(deploymentPathOf(dataDir)))
  const anvil = await startAnvil({
    port: parameters.port ?? 0,
    chainId: devnetChainId,
    ...(parameters.host === undefined ? {} : { host: parameters.host }),
    ...(persist ? { statePath: join(dataDir, 'anvil-state.json') } : {}),
    ...(snapshotDir === undefined ? {} : { loadStatePath: join(snapshotDir, 'anvil-state.json') }),
  })
  try {
    const deploymentPath = deploymentPathOf(dataDir)
    const deployment = (await reusableDeployment(deploymentPath, anvil.rpcUrl)) ?? (await deployDevnet({ rpcUrl: anvil.rpcUrl }))
    writeJsonAtomically(deploymentPath, deployment)
    // Addresses change with each deployment, so the lists are written with it.
    for (const id of ['v1', 'v2'] as const) {
      writeJsonAtomically(tokenListPathOf(dataDir, deployment.chain.chainId, id), buildTokenListJson(deployment.chain, id, deployment.deployedAt))
    }
    return { rpcUrl: anvil.rpcUrl, deployment, deploymentPath, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

async function reusableDeployment(path: string, rpcUrl: string): Promise<Deployment | undefined> {
  if (!existsSync(path)) return undefined
  const parsed = deploymentSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  // A deployment from before liquidity mining lacks the staking contract, so it is redone.
  // Written before LP staking or the trade tax existed: deploy anew.
  if (!parsed.success || parsed.data.chain.stakingRewards === undefined || parsed.data.chain.exchanges.v1.taxFreeLiquidity === undefined) return undefined
  const client = createPublicClient({ transport: http(rpcUrl) })
  // The core schema checks the 0x-hex shape but infers plain string.
  const code = await client.getCode({ address: parsed.data.chain.exchanges.v1.router as Address })
  if (code === undefined || code === '0x') return undefined
  return { ...parsed.data, chain: { ...parsed.data.chain, rpcUrls: [rpcUrl] } }
}

/** `path`, its folder made. */
function writablePath(path: string): string {
  mkdirSync(dirname(path), { recursive: true })
  return path
}

function writeJsonAtomically(path: string, value: unknown) {
  writablePath(path)
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`)
  renameSync(temporary, path)
}
