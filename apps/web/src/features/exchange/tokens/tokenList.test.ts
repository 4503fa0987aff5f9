import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { buildTokenList, isValidAddress, searchTokens } from './tokenList.ts'

const address = (digit: string) => `0x${digit.repeat(40)}`
const info = (symbol: string, digit: string) => ({ chainId: 56, address: address(digit), name: `${symbol} token`, symbol, decimals: 18, logoURI: `/tokens/${symbol}.svg` })
const chain = {
  chainId: 56,
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  wrappedNative: address('a'),
  tokens: [info('WBNB', 'a'), info('USDT', '1'), info('HAP', '2'), info('HAPC', '3')],
} as unknown as ChainConfig

describe('buildTokenList', () => {
  it('puts the native coin first, then the wrapped token, the exchange defaults and imported tokens, without repeats', () => {
    const list = buildTokenList(chain, [info('WBNB', 'a'), info('HAP', '2'), info('USDT', '1')], [info('USDT', '1'), info('NEW', '4')])
    expect(list.map((token) => token.symbol)).toEqual(['BNB', 'WBNB', 'HAP', 'USDT', 'NEW'])
    expect(list[0]).toMatchObject({ isNative: true, address: address('a') })
  })
})

describe('searchTokens', () => {
  const list = buildTokenList(chain, [info('USDT', '1'), info('HAP', '2'), info('HAPC', '3')], [])

  it('matches symbol and name, case-insensitive', () => {
    expect(searchTokens(list, 'hap').matches.map((token) => token.symbol)).toEqual(['HAP', 'HAPC'])
    expect(searchTokens(list, '  ').matches).toHaveLength(list.length)
    expect(searchTokens(list, 'zzz')).toEqual({ matches: [], importAddress: undefined })
  })

  it('finds a listed address and offers import only for an unknown valid address', () => {
    expect(searchTokens(list, address('1').toUpperCase().replace('0X', '0x')).matches.map((token) => token.symbol)).toEqual(['USDT'])
    expect(searchTokens(list, address('1')).importAddress).toBeUndefined()
    expect(searchTokens(list, address('5')).importAddress).toBe(address('5'))
    expect(searchTokens(list, '0x1234').importAddress).toBeUndefined()
  })

  it('validates addresses as the spec says', () => {
    expect(isValidAddress(address('f'))).toBe(true)
    expect(isValidAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isValidAddress('0x123')).toBe(false)
    expect(isValidAddress(`1x${'0'.repeat(40)}`)).toBe(false)
  })
})
