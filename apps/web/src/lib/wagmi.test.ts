import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { wagmiConfigFor } from './wagmi.ts'

const address = (digit: string) => `0x${digit.repeat(40)}`
const exchange = { id: 'v1' as const, router: address('e'), factory: address('f'), storageKey: 'lpList', defaultTokens: [] }
const chain: ChainConfig = {
  key: 'devnet',
  chainId: 31337,
  NetWorkName: 'devnet',
  rpcUrls: ['http://127.0.0.1:8545'],
  explorerUrl: '',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  wrappedNative: address('a'),
  exchanges: { v1: exchange, v2: { ...exchange, id: 'v2', storageKey: 'lpListV2' } },
  tokens: [],
}

describe('wagmiConfigFor', () => {
  it('keeps one config per chain config across renders, even from an equal copy', () => {
    const first = wagmiConfigFor(chain)
    expect(wagmiConfigFor(chain)).toBe(first)
    expect(wagmiConfigFor(structuredClone(chain))).toBe(first)
  })

  it('makes a new config when the chain config changes', () => {
    const first = wagmiConfigFor(chain)
    const moved = wagmiConfigFor({ ...chain, rpcUrls: ['http://127.0.0.1:9545'] })
    expect(moved).not.toBe(first)
    expect(moved.chains[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545'])
  })
})
