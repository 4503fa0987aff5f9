import { describe, expect, it } from 'vitest'
import type { Token } from '../tokens/token.ts'
import { pairBlock } from './pairBlock.ts'

const token = (digit: string, symbol: string, tags?: string[]): Token => ({ chainId: 31337, address: `0x${digit.repeat(40)}`, name: symbol, symbol, decimals: 18, isNative: false, ...(tags ? { tags } : {}) })
const usdt = token('1', 'USDT', ['stablecoin'])
const usdc = token('2', 'USDC', ['stablecoin'])
const hap = token('3', 'HAP')
const block = token('4', 'BLOCK')
const bnb: Token = { ...token('5', 'BNB'), isNative: true, tags: ['stablecoin'] }

describe('pairBlock (spec 4 rule 1: excluded token or stable pair)', () => {
  it('blocks the excluded token on either side, whatever the case of its address', () => {
    expect(pairBlock(block, hap, block.address.toUpperCase().replace('0X', '0x'))).toBe('excludedToken')
    expect(pairBlock(hap, block, block.address)).toBe('excludedToken')
  })

  it('blocks a pair of two stablecoins, in both directions', () => {
    expect(pairBlock(usdt, usdc, block.address)).toBe('stablePair')
    expect(pairBlock(usdc, usdt, undefined)).toBe('stablePair')
  })

  it('lets one stablecoin trade against anything else', () => {
    expect(pairBlock(usdt, hap, block.address)).toBeUndefined()
    expect(pairBlock(usdt, bnb, block.address)).toBeUndefined()
    expect(pairBlock(usdt, undefined, block.address)).toBeUndefined()
    expect(pairBlock(usdt, usdt, block.address)).toBeUndefined()
  })
})
