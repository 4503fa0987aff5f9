import { describe, expect, test } from 'vitest'
import { getAmountIn } from './getAmountIn.ts'
import { getAmountOut } from './getAmountOut.ts'
import { getAmountsIn } from './getAmountsIn.ts'
import { getAmountsOut } from './getAmountsOut.ts'
import { createPairGraph } from './pairGraph.ts'
import { tokenAddress } from './randomPairs.testing.ts'

const [a, b, c, d] = [tokenAddress(1), tokenAddress(2), tokenAddress(3), tokenAddress(4)]
const e18 = 10n ** 18n
const graph = createPairGraph([
  { address: tokenAddress(101), token0: a, token1: b, reserve0: 1000n * e18, reserve1: 2000n * e18 },
  { address: tokenAddress(102), token0: c, token1: b, reserve0: 500n * e18, reserve1: 3000n * e18 },
  { address: tokenAddress(103), token0: c, token1: d, reserve0: 0n, reserve1: 10n },
])

describe('getAmountsOut and getAmountsIn', () => {
  test('chain the single-pair formulas with the reserves oriented per hop', () => {
    const first = getAmountOut(e18, 1000n * e18, 2000n * e18)
    expect(getAmountsOut(graph, e18, [a, b, c])).toEqual([e18, first, getAmountOut(first, 3000n * e18, 500n * e18)])
    const middle = getAmountIn(e18, 3000n * e18, 500n * e18)
    expect(getAmountsIn(graph, e18, [a, b, c])).toEqual([getAmountIn(middle, 1000n * e18, 2000n * e18), middle, e18])
  })

  test('the path names 2 or 3 tokens, with the spec message', () => {
    expect(() => getAmountsOut(graph, 1n, [a])).toThrowErrorMatchingInlineSnapshot(`
      [InvalidPathLengthError: Incorrect length of contract address array

      Details: path has 1 addresses]
    `)
    expect(() => getAmountsIn(graph, 1n, [a, b, c, d])).toThrow('Incorrect length of contract address array')
    expect(() => getAmountsOut(graph, 1n, [])).toThrow('Incorrect length of contract address array')
  })

  test('as the router: missing pairs, zero reserves and a zero middle amount fail', () => {
    expect(() => getAmountsOut(graph, 1n, [a, d])).toThrow('No pair for')
    expect(() => getAmountsOut(graph, 1n, [c, d])).toThrow('Insufficient reserves')
    expect(getAmountsOut(graph, 1n, [a, b, c])).toEqual([1n, 1n, 0n])
    expect(() => getAmountsOut(graph, 1n, [b, c, d])).toThrow('Insufficient input amount')
    expect(() => getAmountsIn(graph, 2000n * e18, [a, b])).toThrow('Insufficient reserves')
  })
})
