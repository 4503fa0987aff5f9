import type { ChainConfig } from '@hapdex/core/chain/chainConfig'

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** A valid devnet chain config; addresses are placeholders, no test here talks to a chain. */
export const testChain: ChainConfig = {
  key: 'devnet',
  chainId: 31337,
  NetWorkName: 'hapdex devnet',
  rpcUrls: ['http://127.0.0.1:8545'],
  explorerUrl: '',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  wrappedNative: a(1),
  exchanges: {
    v1: { id: 'v1', router: a(2), factory: a(3), storageKey: 'lpList', defaultTokens: [] },
    v2: { id: 'v2', router: a(4), factory: a(5), storageKey: 'lpListV2', defaultTokens: [] },
  },
  tokens: [],
}
