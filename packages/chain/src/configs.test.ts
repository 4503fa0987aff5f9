import { chainConfig } from '@hapdex/core/chain/chainConfig'
import { describe, expect, it } from 'vitest'
import { bscChainConfig, ChainEnvError } from './configs.ts'

const addresses = {
  HAPDEX_V1_ROUTER: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
  HAPDEX_V1_FACTORY: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
  HAPDEX_V2_ROUTER: '0x1111111111111111111111111111111111111111',
  HAPDEX_V2_FACTORY: '0x2222222222222222222222222222222222222222',
}

describe('bscChainConfig', () => {
  it('builds a valid mainnet config from env vars', () => {
    const config = bscChainConfig('bsc', {
      ...addresses,
      HAPDEX_V1_DEFAULT_TOKENS: '0x55d398326f99059fF775485246999027B3197955, 0x3333333333333333333333333333333333333333',
      HAPDEX_TOKENS: JSON.stringify([{ address: '0x3333333333333333333333333333333333333333', name: 'HAP', symbol: 'HAP', decimals: 18 }]),
      HAPDEX_EXCLUDED_TOKEN: '0x4444444444444444444444444444444444444444',
      HAPDEX_STAKING_REWARDS: '0x5555555555555555555555555555555555555555',
    })
    expect(chainConfig.parse(config)).toEqual(config)
    expect(config).toMatchObject({
      chainId: 56,
      explorerUrl: 'https://bscscan.com',
      wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      excludedToken: '0x4444444444444444444444444444444444444444',
      stakingRewards: '0x5555555555555555555555555555555555555555',
      exchanges: {
        v1: { router: addresses.HAPDEX_V1_ROUTER, storageKey: 'lpList', defaultTokens: ['0x55d398326f99059fF775485246999027B3197955', '0x3333333333333333333333333333333333333333'] },
        v2: { factory: addresses.HAPDEX_V2_FACTORY, storageKey: 'lpListV2', defaultTokens: [] },
      },
    })
    expect(config.tokens.map((token) => [token.symbol, token.chainId])).toEqual([['WBNB', 56], ['USDT', 56], ['HAP', 56]])
  })

  it('uses the testnet defaults and an RPC override', () => {
    const config = bscChainConfig('bscTestnet', { ...addresses, HAPDEX_RPC_URLS: 'https://rpc.example.org' })
    expect(config).toMatchObject({ chainId: 97, explorerUrl: 'https://testnet.bscscan.com', rpcUrls: ['https://rpc.example.org'] })
    expect(config.wrappedNative).toBe('0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd')
  })

  it('leaves stakingRewards out when HAPDEX_STAKING_REWARDS is unset or blank', () => {
    expect(bscChainConfig('bsc', addresses)).not.toHaveProperty('stakingRewards')
    expect(bscChainConfig('bsc', { ...addresses, HAPDEX_STAKING_REWARDS: ' ' })).not.toHaveProperty('stakingRewards')
  })

  it('lists every missing and invalid variable in one error', () => {
    const build = () => bscChainConfig('bsc', { HAPDEX_V1_ROUTER: '0x1234', HAPDEX_V2_FACTORY: ' ', HAPDEX_TOKENS: '[{', HAPDEX_STAKING_REWARDS: '0x55' })
    expect(build).toThrow(ChainEnvError)
    expect(build).toThrowErrorMatchingInlineSnapshot(`[ChainEnvError: chain config bsc: missing HAPDEX_V1_FACTORY, HAPDEX_V2_ROUTER, HAPDEX_V2_FACTORY; invalid HAPDEX_V1_ROUTER, HAPDEX_TOKENS, HAPDEX_STAKING_REWARDS]`)
  })
})
