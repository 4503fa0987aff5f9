import { beforeEach, describe, expect, it } from 'vitest'
import { getStoredPairs, removeStoredPair, resetStoredPairsCache, saveStoredPair, storedPairsKey, type StoredPair } from './storedPairs.ts'

const key = storedPairsKey('lpList', 56)
const pair: StoredPair = {
  fromAddress: `0x${'1'.repeat(40)}`,
  fromSymbol: 'BNB',
  fromDecimals: 18,
  toAddress: `0x${'2'.repeat(40)}`,
  toSymbol: 'USDT',
  toDecimals: 18,
  lpAddress: `0x${'a'.repeat(40)}`,
}

describe('stored pool pairs', () => {
  beforeEach(() => {
    localStorage.clear()
    resetStoredPairsCache()
  })

  it('reads invalid storage as an empty list', () => {
    for (const text of ['not json', '{"a":1}', '42', 'null']) {
      localStorage.setItem(key, text)
      resetStoredPairsCache()
      expect(getStoredPairs(key)).toEqual([])
    }
  })

  it('drops bad entries and repeated lpAddresses but keeps the rest', () => {
    localStorage.setItem(key, JSON.stringify([pair, { ...pair, fromSymbol: 'X', lpAddress: pair.lpAddress.toUpperCase().replace('0X', '0x') }, { lpAddress: 'nope' }]))
    expect(getStoredPairs(key)).toEqual([pair])
  })

  it('saves once per lpAddress, persists, and removes', () => {
    saveStoredPair(key, pair)
    saveStoredPair(key, { ...pair, toSymbol: 'USDT2' })
    resetStoredPairsCache()
    expect(getStoredPairs(key)).toEqual([{ ...pair, toSymbol: 'USDT2' }])
    expect(getStoredPairs(storedPairsKey('lpListV2', 56))).toEqual([])
    removeStoredPair(key, pair.lpAddress.toUpperCase().replace('0X', '0x'))
    resetStoredPairsCache()
    expect(getStoredPairs(key)).toEqual([])
  })
})
