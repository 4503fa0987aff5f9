import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import type { Token } from '../tokens/token.ts'
import { parseRemoveItem, removeLinkParams, removeTokensFromParams, serializeRemoveItem } from './removeItem.ts'

const pair = { fromAddress: `0x${'1'.repeat(40)}`, fromSymbol: 'HAP', fromDecimals: 18, toAddress: `0x${'2'.repeat(40)}`, toSymbol: 'BNB', toDecimals: 18, lpAddress: `0x${'3'.repeat(40)}` }
const wrapped = `0x${'2'.repeat(40)}` as const
const chain = { chainId: 31337, wrappedNative: wrapped, nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, tokens: [] } as unknown as ChainConfig
const native: Token = { chainId: 31337, address: wrapped, name: 'BNB', symbol: 'BNB', decimals: 18, isNative: true }
const hap: Token = { chainId: 31337, address: `0x${'1'.repeat(40)}`, name: 'HAP', symbol: 'HAP', decimals: 18, isNative: false }
const unlisted: Token = { chainId: 31337, address: `0x${'4'.repeat(40)}`, name: 'X', symbol: 'X', decimals: 6, isNative: false }
const lp = `0x${'3'.repeat(40)}` as const

describe('remove item', () => {
  it('round-trips a position through the query parameter', () => {
    expect(parseRemoveItem(new URLSearchParams({ item: serializeRemoveItem(pair) }).get('item'))).toEqual(pair)
  })
  it('refuses missing, broken or altered items', () => {
    expect(parseRemoveItem(null)).toBeUndefined()
    expect(parseRemoveItem('{oops')).toBeUndefined()
    expect(parseRemoveItem(JSON.stringify({ ...pair, lpAddress: 'x' }))).toBeUndefined()
  })
})

describe('readable removal links (issue 17)', () => {
  it('carries the two tokens, not a JSON object', () => {
    const params = removeLinkParams(hap, native, lp, [native, hap])
    expect(params).toEqual({ a: hap.address.toLowerCase(), b: 'native' })
    expect(new URLSearchParams(params).toString()).toBe(`a=0x${'1'.repeat(40)}&b=native`)
    expect(removeTokensFromParams(new URLSearchParams(params), [native, hap], chain)).toEqual([hap, native])
  })

  it('keeps the old item form for a token the screen cannot find again, and old links open', () => {
    expect(Object.keys(removeLinkParams(unlisted, native, lp, [native, hap]))).toEqual(['item'])
    const [a, b] = removeTokensFromParams(new URLSearchParams({ item: serializeRemoveItem(pair) }), [], chain)!
    expect([a.symbol, b.symbol, b.isNative]).toEqual(['HAP', 'BNB', true])
  })

  it('refuses unknown or identical tokens', () => {
    expect(removeTokensFromParams(new URLSearchParams({ a: 'native', b: 'native' }), [native, hap], chain)).toBeUndefined()
    expect(removeTokensFromParams(new URLSearchParams({ a: 'native', b: unlisted.address }), [native, hap], chain)).toBeUndefined()
  })
})
