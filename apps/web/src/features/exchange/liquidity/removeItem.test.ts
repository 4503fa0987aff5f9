import { describe, expect, it } from 'vitest'
import { parseRemoveItem, serializeRemoveItem } from './removeItem.ts'

const pair = { fromAddress: `0x${'1'.repeat(40)}`, fromSymbol: 'HAP', fromDecimals: 18, toAddress: `0x${'2'.repeat(40)}`, toSymbol: 'BNB', toDecimals: 18, lpAddress: `0x${'3'.repeat(40)}` }

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
