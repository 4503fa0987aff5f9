import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { startAnvil, type Anvil } from '@hapdex/chain/anvil'
import { bscNetworks } from '@hapdex/chain/configs'
import { deploymentPathOf } from '@hapdex/chain/devnet'
import { devnetSnapshot } from '@hapdex/chain/devnetSnapshot'
import type { Deployment } from '@hapdex/core/chain/chainConfig'
import { createTestClient, http, publicActions, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../server.ts'
import { TEST_HOST } from '../test/testApp.ts'
import { pgliteTemplateDump } from '../test/migratedTemplate.ts'

/**
 * CHAIN_ID=97 against an anvil serving chain 97 with the devnet's contracts: their addresses come
 * from the HAPDEX_* variables, as on the real testnet. The testnet's wrapped BNB and Multicall3
 * sit at their public addresses, so the devnet's code is put there too.
 */
describe('a public chain (CHAIN_ID=97) from the environment', () => {
  let anvil: Anvil
  let deployment: Deployment
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-bsc-testnet-'))
  beforeAll(async () => {
    const snapshot = await devnetSnapshot()
    // The embedded database at the data directory, migrated already: the start is what is tested here.
    const pglite = new PGlite(join(dataDir, 'db'), { loadDataDir: await pgliteTemplateDump() })
    await pglite.close()
    deployment = JSON.parse(readFileSync(deploymentPathOf(snapshot), 'utf8')) as Deployment
    anvil = await startAnvil({ chainId: 97, loadStatePath: join(snapshot, 'anvil-state.json') })
    const rpc = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).extend(publicActions)
    const testnet = bscNetworks.bscTestnet
    for (const [at, from] of [[testnet.wrappedNative, deployment.chain.wrappedNative], [testnet.multicall3!, deployment.chain.multicall3!]] as const) {
      await rpc.setCode({ address: at as Address, bytecode: (await rpc.getCode({ address: from as Address }))! })
    }
  })
  afterAll(async () => {
    await anvil?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const env = (overrides: Record<string, string> = {}) => {
    const { exchanges, tokens } = deployment.chain
    return {
      CHAIN_ID: '97',
      HAPDEX_DATA_DIR: dataDir,
      HAPDEX_RPC_URLS: anvil.rpcUrl,
      HAPDEX_V1_ROUTER: exchanges.v1.router,
      HAPDEX_V1_FACTORY: exchanges.v1.factory,
      HAPDEX_V2_ROUTER: exchanges.v2.router,
      HAPDEX_V2_FACTORY: exchanges.v2.factory,
      HAPDEX_V1_DEFAULT_TOKENS: exchanges.v1.defaultTokens.join(','),
      HAPDEX_V2_DEFAULT_TOKENS: exchanges.v2.defaultTokens.join(','),
      // The testnet's own wrapped BNB is built in; the devnet's would be a second WBNB.
      HAPDEX_TOKENS: JSON.stringify(tokens.filter((token) => token.symbol !== 'WBNB').map(({ chainId: _chainId, ...token }) => token)),
      PUBLIC_ORIGIN: `http://${TEST_HOST}`,
      PORT: '0',
      LOG_LEVEL: 'silent',
      INDEXER_POLL_MS: '0',
      PRICE_SNAPSHOT_POLL_MS: '0',
      ...overrides,
    }
  }

  it('starts with the addresses given, and serves chain 97', async () => {
    let server: RunningServer | undefined
    try {
      server = await startServer(env())
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      const list = (await (await fetch(`${server.url}/tokenlists/97-v2.json`)).json()) as { tokens: { chainId: number; symbol: string; address: string }[] }
      const hap = deployment.chain.tokens.find((token) => token.symbol === 'HAP')!
      expect(list.tokens.find((token) => token.symbol === 'HAP')).toMatchObject({ chainId: 97, address: hap.address })
    } finally {
      await server?.close()
    }
  }, 120_000)

  it('refuses to start, naming the setting, when an address holds no code', async () => {
    const empty = '0x00000000000000000000000000000000000beef1'
    await expect(startServer(env({ HAPDEX_V2_ROUTER: empty }))).rejects.toThrow(`chain 97 at ${anvil.rpcUrl}: no contract code at HAPDEX_V2_ROUTER ${empty}`)
  })

  it('refuses a node that serves another chain', async () => {
    const devnet = await startAnvil({ chainId: 31337 })
    try {
      await expect(startServer(env({ HAPDEX_RPC_URLS: devnet.rpcUrl }))).rejects.toThrow(/the node serves chain 31337, not 97 \(CHAIN_ID\)/)
    } finally {
      await devnet.stop()
    }
  })

  it('refuses, with the reason, when the variables are missing', async () => {
    const { HAPDEX_V1_ROUTER: _router, ...missing } = env()
    await expect(startServer(missing)).rejects.toThrow(/chain config bscTestnet: missing HAPDEX_V1_ROUTER/)
  })
})
