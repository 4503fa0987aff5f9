import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { bestTradeExactIn } from './bestTradeExactIn.ts'
import { bestTradeExactOut } from './bestTradeExactOut.ts'
import { getAmountsIn } from './getAmountsIn.ts'
import { createPairGraph } from './pairGraph.ts'
import { amount, bestCandidate, exactOutCandidates, randomPairs, tokenAddress } from './randomPairs.testing.ts'

const [a, b, c, d] = [tokenAddress(1), tokenAddress(2), tokenAddress(3), tokenAddress(4)]
const e18 = 10n ** 18n
const graph = createPairGraph([
  { address: tokenAddress(101), token0: a, token1: b, reserve0: 100n * e18, reserve1: 100n * e18 },
  { address: tokenAddress(102), token0: a, token1: c, reserve0: 1000n * e18, reserve1: 1000n * e18 },
  { address: tokenAddress(103), token0: c, token1: b, reserve0: 1000n * e18, reserve1: 1000n * e18 },
  { address: tokenAddress(104), token0: a, token1: d, reserve0: 0n, reserve1: 1000n * e18 },
])

describe('bestTradeExactOut', () => {
  test('a small trade takes the direct pair, a large one the deeper route', () => {
    const small = bestTradeExactOut(graph, a, b, e18 / 100n)
    expect(small.kind === 'trade' && small.path).toEqual([a, b])
    const large = bestTradeExactOut(graph, a, b, 50n * e18)
    if (large.kind !== 'trade') throw new Error('expected a trade')
    expect(large.path).toEqual([a, c, b])
    expect(large.pairs).toEqual([tokenAddress(102), tokenAddress(103)])
    expect(large.amounts).toEqual(getAmountsIn(graph, 50n * e18, [a, c, b]))
    expect([large.tradeType, large.amountIn, large.amountOut]).toEqual(['exactOut', large.amounts[0], 50n * e18])
  })

  test('equal inputs: the lower price impact wins, as in v2-sdk, even over a shorter route', () => {
    const tie = createPairGraph([
      { address: tokenAddress(201), token0: a, token1: b, reserve0: 1n, reserve1: 10n ** 15n },
      { address: tokenAddress(202), token0: a, token1: c, reserve0: 1000n, reserve1: 10n ** 9n },
      { address: tokenAddress(203), token0: c, token1: b, reserve0: 1000n, reserve1: 10n ** 9n },
    ])
    // Both routes need 1 wei for 1 wei out; the two-hop one has the lower mid price (1e12 against 1e15).
    const trade = bestTradeExactOut(tie, a, b, 1n)
    expect(trade.kind === 'trade' && [trade.amountIn, trade.path]).toEqual([1n, [a, c, b]])
  })

  test('an output beyond every reserve, or through zero reserves, has no liquidity', () => {
    expect(bestTradeExactOut(graph, a, b, 1200n * e18)).toEqual({ kind: 'noLiquidity' })
    expect(bestTradeExactOut(graph, a, d, 1n)).toEqual({ kind: 'noLiquidity' })
    expect(bestTradeExactOut(graph, a, b, 100n * e18, { maxHops: 1 })).toEqual({ kind: 'noLiquidity' })
  })

  test('caller mistakes', () => {
    expect(() => bestTradeExactOut(graph, a, b, 0n)).toThrow('Insufficient output amount')
    expect(() => bestTradeExactOut(graph, b, b, 1n)).toThrow('Identical addresses')
  })

  test('property: agrees with a naive v2-sdk-style search and matches getAmountsIn', () => {
    fc.assert(
      fc.property(randomPairs, amount, fc.nat(), fc.nat(), fc.constantFrom(1 as const, 2 as const), ({ tokenCount, pairs }, amountOut, i, j, maxHops) => {
        const [tokenIn, tokenOut] = [tokenAddress(i % tokenCount), tokenAddress((i + 1 + (j % (tokenCount - 1))) % tokenCount)]
        const graph = createPairGraph(pairs)
        const trade = bestTradeExactOut(graph, tokenIn, tokenOut, amountOut, { maxHops })
        const candidates = exactOutCandidates(pairs, tokenIn, tokenOut, amountOut, maxHops)
        if (trade.kind === 'noLiquidity') {
          expect(candidates).toEqual([])
          return
        }
        const best = bestCandidate(candidates, true)!
        for (const candidate of candidates) expect(trade.amountIn).toBeLessThanOrEqual(candidate.amount)
        expect([trade.amountIn, trade.midPrice.numerator * best.midDenominator, trade.path.length]).toEqual([
          best.amount,
          best.midNumerator * trade.midPrice.denominator,
          best.path.length,
        ])
        expect(getAmountsIn(graph, amountOut, trade.path)).toEqual(trade.amounts)
      }),
      { numRuns: 500 },
    )
  })

  test('property: exact-in then exact-out of that output needs no more than the input, and back', () => {
    fc.assert(
      fc.property(randomPairs, amount, ({ tokenCount, pairs }, amountIn) => {
        const graph = createPairGraph(pairs)
        const [tokenIn, tokenOut] = [tokenAddress(0), tokenAddress(tokenCount - 1)]
        const forward = bestTradeExactIn(graph, tokenIn, tokenOut, amountIn)
        fc.pre(forward.kind === 'trade')
        if (forward.kind !== 'trade') return
        const backward = bestTradeExactOut(graph, tokenIn, tokenOut, forward.amountOut)
        if (backward.kind !== 'trade') throw new Error('the exact-in route itself can deliver this output')
        expect(backward.amountIn).toBeLessThanOrEqual(amountIn)
        const again = bestTradeExactIn(graph, tokenIn, tokenOut, backward.amountIn)
        expect(again.kind === 'trade' && again.amountOut).toBeGreaterThanOrEqual(forward.amountOut)
      }),
      { numRuns: 300 },
    )
  })
})
