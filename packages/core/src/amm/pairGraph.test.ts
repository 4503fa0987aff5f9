import { describe, expect, test } from 'vitest'
import { createPairGraph, findPair } from './pairGraph.ts'
import { tokenAddress } from './randomPairs.testing.ts'
import { orientReserves } from './pair.ts'
import { sortTokens } from './sortTokens.ts'

const [a, b, c] = [tokenAddress(1), tokenAddress(2), tokenAddress(3)]
const pair = (address: number, token0: `0x${string}`, token1: `0x${string}`, reserve0: bigint, reserve1: bigint) => ({
  address: tokenAddress(100 + address),
  token0,
  token1,
  reserve0,
  reserve1,
})

describe('createPairGraph', () => {
  test('indexes tokens and gives each tradable pair two oriented edges', () => {
    const graph = createPairGraph([pair(1, a, b, 10n, 20n), pair(2, b, c, 0n, 5n)])
    expect(graph.tokens).toEqual([a, b, c])
    expect(Array.from(graph.edgeStart)).toEqual([0, 1, 2, 2])
    expect([graph.reserveIn[0], graph.reserveOut[0], graph.reserveIn[1], graph.reserveOut[1]]).toEqual([10n, 20n, 20n, 10n])
    expect(graph.edgeReverse[0]).toBe(1)
    expect(graph.reserveIn1000[0]).toBe(10_000n)
  })

  test('a pair with a zero reserve is findable but never routed through', () => {
    const graph = createPairGraph([pair(2, b, c, 0n, 5n)])
    expect(graph.edgeTo.length).toBe(0)
    expect(findPair(graph, c, b)?.reserve1).toBe(5n)
  })

  test('finds pairs whatever the order and case of the addresses', () => {
    const graph = createPairGraph([pair(1, a, b, 10n, 20n)])
    expect(findPair(graph, b, a)?.address).toBe(tokenAddress(101))
    expect(findPair(graph, a.toUpperCase().replace('0X', '0x') as `0x${string}`, b)).toBeDefined()
    expect(findPair(graph, a, c)).toBeUndefined()
  })

  test('caller mistakes', () => {
    expect(() => createPairGraph([pair(1, a, b, 1n, 1n), pair(2, b, a, 1n, 1n)])).toThrow('Duplicate pair')
    expect(() => createPairGraph([pair(1, a, a, 1n, 1n)])).toThrow('Identical addresses')
  })
})

describe('orientReserves and sortTokens', () => {
  test('reserves seen from either token', () => {
    const p = pair(1, a, b, 10n, 20n)
    expect(orientReserves(p, a)).toEqual([10n, 20n])
    expect(orientReserves(p, b)).toEqual([20n, 10n])
    expect(() => orientReserves(p, c)).toThrow('No pair for')
  })

  test('token0 is the lower address, compared without case', () => {
    expect(sortTokens('0xB000000000000000000000000000000000000000', '0xa000000000000000000000000000000000000001')).toEqual([
      '0xa000000000000000000000000000000000000001',
      '0xB000000000000000000000000000000000000000',
    ])
    expect(() => sortTokens(a, a)).toThrowErrorMatchingInlineSnapshot(`[IdenticalAddressesError: Identical addresses 0x0000000000000000000000000000000000001ef0]`)
  })
})
