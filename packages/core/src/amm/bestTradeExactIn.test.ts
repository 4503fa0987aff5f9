import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compareFractions } from '../amount/fraction.ts'
import { bestTradeExactIn } from './bestTradeExactIn.ts'
import { getAmountOut } from './getAmountOut.ts'
import { getAmountsOut } from './getAmountsOut.ts'
import { createPairGraph } from './pairGraph.ts'
import { amount, bestCandidate, exactInCandidates, randomPairs, tokenAddress } from './randomPairs.testing.ts'

const [a, b, c, d] = [tokenAddress(1), tokenAddress(2), tokenAddress(3), tokenAddress(4)]
const e18 = 10n ** 18n
const pairs = [
  { address: tokenAddress(101), token0: a, token1: b, reserve0: 100n * e18, reserve1: 100n * e18 },
  { address: tokenAddress(102), token0: a, token1: c, reserve0: 1000n * e18, reserve1: 1000n * e18 },
  { address: tokenAddress(103), token0: c, token1: b, reserve0: 1000n * e18, reserve1: 1000n * e18 },
  { address: tokenAddress(104), token0: a, token1: d, reserve0: 0n, reserve1: 1000n * e18 },
]
const graph = createPairGraph(pairs)

describe('bestTradeExactIn', () => {
  test('a small trade takes the direct pair', () => {
    const trade = bestTradeExactIn(graph, a, b, e18 / 100n)
    expect(trade.kind === 'trade' && trade.path).toEqual([a, b])
  })

  test('a large trade goes through the deeper two-hop route, with every field filled', () => {
    const trade = bestTradeExactIn(graph, a, b, 50n * e18)
    if (trade.kind !== 'trade') throw new Error('expected a trade')
    expect(trade.path).toEqual([a, c, b])
    expect(trade.pairs).toEqual([tokenAddress(102), tokenAddress(103)])
    expect(trade.amounts).toEqual(getAmountsOut(graph, 50n * e18, [a, c, b]))
    expect(trade.amountOut).toBe(trade.amounts[2])
    expect(trade.tradeType).toBe('exactIn')
    expect(trade.midPrice).toEqual({ numerator: 1000n * e18 * 1000n * e18, denominator: 1000n * e18 * 1000n * e18 })
    expect(trade.executionPrice).toEqual({ numerator: trade.amountOut, denominator: 50n * e18 })
    expect(trade.amountOut).toBeGreaterThan(getAmountOut(50n * e18, 100n * e18, 100n * e18))
  })

  test('maxHops 1 (multipath on) keeps to the direct pair', () => {
    const trade = bestTradeExactIn(graph, a, b, 50n * e18, { maxHops: 1 })
    expect(trade.kind === 'trade' && trade.path).toEqual([a, b])
  })

  test('price impact without the LP fee: (mid * in * 0.997 - out) / (mid * in * 0.997)', () => {
    const trade = bestTradeExactIn(graph, a, b, e18 / 100n)
    if (trade.kind !== 'trade') throw new Error('expected a trade')
    const quoted = (e18 / 100n) * 100n * e18 * 997n
    expect(trade.priceImpact).toEqual({ numerator: quoted - trade.amountOut * 100n * e18 * 1000n, denominator: quoted })
    // Only the 0.01% of depth remains; the 0.3% fee is shown on its own row.
    expect(compareFractions(trade.priceImpact, { numerator: 0n, denominator: 1n })).toBe(1)
    expect(compareFractions(trade.priceImpact, { numerator: 2n, denominator: 10_000n })).toBe(-1)
  })

  test('no liquidity: zero-reserve pairs, unknown tokens, outputs that floor to zero', () => {
    expect(bestTradeExactIn(graph, a, d, e18)).toEqual({ kind: 'noLiquidity' })
    expect(bestTradeExactIn(graph, a, tokenAddress(9), e18)).toEqual({ kind: 'noLiquidity' })
    expect(bestTradeExactIn(graph, a, b, 1n)).toEqual({ kind: 'noLiquidity' })
  })

  test('caller mistakes', () => {
    expect(() => bestTradeExactIn(graph, a, b, 0n)).toThrow('Insufficient input amount')
    expect(() => bestTradeExactIn(graph, a, a, 1n)).toThrow('Identical addresses')
    expect(() => bestTradeExactIn(graph, a, b, 1n, { maxHops: 3 as 2 })).toThrowErrorMatchingInlineSnapshot(`[InvalidMaxHopsError: Invalid maxHops 3: expected 1 or 2]`)
  })

  test('property: agrees with a naive v2-sdk-style search, is the best candidate, and matches getAmountsOut', () => {
    fc.assert(
      fc.property(randomPairs, amount, fc.nat(), fc.nat(), fc.constantFrom(1 as const, 2 as const), ({ tokenCount, pairs }, amountIn, i, j, maxHops) => {
        const [tokenIn, tokenOut] = [tokenAddress(i % tokenCount), tokenAddress((i + 1 + (j % (tokenCount - 1))) % tokenCount)]
        const graph = createPairGraph(pairs)
        const trade = bestTradeExactIn(graph, tokenIn, tokenOut, amountIn, { maxHops })
        const candidates = exactInCandidates(pairs, tokenIn, tokenOut, amountIn, maxHops)
        const best = bestCandidate(candidates, false)
        if (trade.kind === 'noLiquidity') {
          expect(candidates).toEqual([])
          return
        }
        for (const candidate of candidates) expect(trade.amountOut).toBeGreaterThanOrEqual(candidate.amount)
        expect([trade.amountOut, trade.midPrice.numerator * best!.midDenominator, trade.path.length]).toEqual([
          best!.amount,
          best!.midNumerator * trade.midPrice.denominator,
          best!.path.length,
        ])
        expect(trade.path.length - 1).toBeLessThanOrEqual(maxHops)
        expect(getAmountsOut(graph, amountIn, trade.path)).toEqual(trade.amounts)
        expect(compareFractions(trade.priceImpact, { numerator: 0n, denominator: 1n })).toBe(1)
      }),
      { numRuns: 500 },
    )
  })

  test('property: more input never gives less output on the best route', () => {
    fc.assert(
      fc.property(randomPairs, amount, amount, ({ tokenCount, pairs }, x, y) => {
        const graph = createPairGraph(pairs)
        const [low, high] = x < y ? [x, y] : [y, x]
        const out = (amountIn: bigint) => {
          const trade = bestTradeExactIn(graph, tokenAddress(0), tokenAddress(tokenCount - 1), amountIn)
          return trade.kind === 'trade' ? trade.amountOut : 0n
        }
        expect(out(high)).toBeGreaterThanOrEqual(out(low))
      }),
    )
  })
})
