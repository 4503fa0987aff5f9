import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { Address } from 'viem'
import type { StakingSetup } from '../features/earn/chain/stakingReads.ts'

/** A 20-byte address of one repeated hex digit: distinct and readable in test output. */
export const fixtureAddress = (digit: string) => `0x${digit.repeat(40)}`

/** A token-list entry on the devnet chain. */
export const fixtureToken = (symbol: string, digit: string) => ({
  chainId: 31337,
  address: fixtureAddress(digit),
  name: `${symbol} token`,
  symbol,
  decimals: 18,
  logoURI: `/tokens/${symbol}.svg`,
})

const exchange = { id: 'v1' as const, router: fixtureAddress('e'), factory: fixtureAddress('f'), storageKey: 'lpList', defaultTokens: [fixtureAddress('1')] }

/** A devnet chain config as /api/basic/config serves it, for the web app's unit tests. */
export const fixtureChain: ChainConfig = {
  key: 'devnet',
  chainId: 31337,
  NetWorkName: 'devnet',
  rpcUrls: ['http://127.0.0.1:8545'],
  explorerUrl: '',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  wrappedNative: fixtureAddress('a'),
  exchanges: { v1: exchange, v2: { ...exchange, id: 'v2', storageKey: 'lpListV2' } },
  tokens: [fixtureToken('WBNB', 'a'), fixtureToken('USDT', '1'), fixtureToken('HAP', '2')],
}

/** The LP mining pool of the staking tests: BtPi rewards on a BtPi-WBNB pair (BtPi is side 1). */
export const fixtureStakingSetup: StakingSetup = {
  staking: fixtureAddress('5') as Address,
  lpToken: fixtureAddress('6') as Address,
  reward: { address: fixtureAddress('7') as Address, symbol: 'BtPi', decimals: 18 },
  quote: { address: fixtureAddress('a') as Address, symbol: 'WBNB', decimals: 18 },
  rewardSide: 1,
}
