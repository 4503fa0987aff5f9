import { describe, expect, it } from 'vitest'
import type { ChainConfig } from './chainConfig.ts'
import { buildTokenListJson, exchangeListTokens, tokenList, tokenListUrlPath } from './tokenList.ts'

const address = (digit: string) => `0x${digit.repeat(40)}`
const info = (symbol: string, digit: string) => ({ chainId: 56, address: address(digit), name: `${symbol} token`, symbol, decimals: 18, logoURI: `/tokens/${symbol}.svg` })
const exchange = (id: 'v1' | 'v2', defaultTokens: string[]) => ({ id, router: address('e'), factory: address('f'), storageKey: 'k', defaultTokens })
const chain: ChainConfig = {
  key: 'bsc',
  chainId: 56,
  NetWorkName: 'BNB Smart Chain',
  rpcUrls: ['http://127.0.0.1:8545'],
  explorerUrl: '',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  wrappedNative: address('a'),
  exchanges: { v1: exchange('v1', [address('2'), address('1'), address('9')]), v2: exchange('v2', [address('a'), address('3')]) },
  tokens: [info('WBNB', 'a'), info('USDT', '1'), info('HAP', '2'), info('HAPC', '3')],
}

describe('exchangeListTokens', () => {
  it('lists the wrapped token first, then the defaults in order, once each, skipping unknown addresses', () => {
    expect(exchangeListTokens(chain, 'v1').map((token) => token.symbol)).toEqual(['WBNB', 'HAP', 'USDT'])
    expect(exchangeListTokens(chain, 'v2').map((token) => token.symbol)).toEqual(['WBNB', 'HAPC'])
  })

  it('spells the wrapped token from the native coin when the config does not list it', () => {
    const [wrapped] = exchangeListTokens({ ...chain, tokens: [] }, 'v1')
    expect(wrapped).toMatchObject({ address: address('a'), symbol: 'WBNB', name: 'Wrapped BNB', logoURI: '/tokens/WBNB.svg' })
  })
})

describe('buildTokenListJson', () => {
  it('validates against the token-lists schema', () => {
    const json = buildTokenListJson(chain, 'v1', '2024-01-02T03:04:05.000Z')
    expect(tokenList.parse(json)).toEqual(json)
    expect(json).toMatchObject({ name: 'hapdex V1', timestamp: '2024-01-02T03:04:05.000Z', version: { major: 1, minor: 0, patch: 0 } })
    expect(json.tokens[1]).toEqual({ chainId: 56, address: address('2'), name: 'HAP token', symbol: 'HAP', decimals: 18, logoURI: '/tokens/HAP.svg' })
  })

  it('gives the same file for the same config', () => {
    expect(JSON.stringify(buildTokenListJson(chain, 'v2'))).toBe(JSON.stringify(buildTokenListJson(chain, 'v2')))
  })
})

describe('tokenList schema', () => {
  const valid = buildTokenListJson(chain, 'v1')
  it.each([
    ['an unknown field', { ...valid, extra: 1 }],
    ['a bad timestamp', { ...valid, timestamp: 'yesterday' }],
    ['a name with punctuation', { ...valid, name: 'hapdex!' }],
    ['no tokens', { ...valid, tokens: [] }],
    ['a symbol with a space', { ...valid, tokens: [{ ...valid.tokens[0], symbol: 'W BNB' }] }],
    ['a bad address', { ...valid, tokens: [{ ...valid.tokens[0], address: '0x12' }] }],
    ['a relative logo', { ...valid, tokens: [{ ...valid.tokens[0], logoURI: 'tokens/WBNB.svg' }] }],
  ])('rejects %s', (_, value) => {
    expect(tokenList.safeParse(value).success).toBe(false)
  })

  it('accepts absolute logo URIs too', () => {
    expect(tokenList.safeParse({ ...valid, logoURI: 'https://example.com/logo.svg' }).success).toBe(true)
  })

  it('names the URL the server answers', () => {
    expect(tokenListUrlPath(97, 'v2')).toBe('/tokenlists/97-v2.json')
  })
})
