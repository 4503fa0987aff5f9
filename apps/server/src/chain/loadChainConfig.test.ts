import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { testChain } from '../test/chainFixture.ts'
import { loadChainConfig } from './loadChainConfig.ts'

describe('loadChainConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hapdex-data-'))
  mkdirSync(join(dataDir, 'deployments'))
  const write = (chainId: number, content: unknown) =>
    writeFileSync(join(dataDir, 'deployments', `${chainId}.json`), JSON.stringify(content))
  write(31337, { chain: testChain, deployedAt: '2026-01-01T00:00:00Z', deployer: testChain.wrappedNative, contracts: {}, pairs: { v1: {}, v2: {} } })
  write(1337, { chain: { ...testChain, chainId: 'x' } })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('reads the devnet deployment', () => {
    expect(loadChainConfig({ dataDir, chainId: 31337, rpcUrl: undefined })).toEqual(testChain)
  })

  it('lets RPC_URL replace the RPC endpoints', () => {
    expect(loadChainConfig({ dataDir, chainId: 31337, rpcUrl: 'http://node:8545' }).rpcUrls).toEqual(['http://node:8545'])
  })

  it('explains a missing or invalid deployment', () => {
    expect(() => loadChainConfig({ dataDir, chainId: 5, rpcUrl: undefined })).toThrow(/Start the devnet first/)
    expect(() => loadChainConfig({ dataDir, chainId: 56, rpcUrl: undefined }, {})).toThrow('chain config bsc: missing HAPDEX_V1_ROUTER, HAPDEX_V1_FACTORY, HAPDEX_V2_ROUTER, HAPDEX_V2_FACTORY')
    expect(() => loadChainConfig({ dataDir, chainId: 1337, rpcUrl: undefined })).toThrow(/Invalid deployment file/)
  })
})
