import fc from 'fast-check'
import type { Address } from '../chain/chainConfig.ts'
import { getAmountIn } from './getAmountIn.ts'
import { getAmountOut } from './getAmountOut.ts'
import type { PairReserves } from './pair.ts'

/** Test support: random pair lists and a naive router to check the fast one against. */

export const tokenAddress = (index: number): Address => `0x${(index * 7919 + 1).toString(16).padStart(40, '0')}`

const reserve = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0n) },
  { weight: 3, arbitrary: fc.bigInt({ min: 1n, max: 10_000n }) },
  { weight: 6, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 30n }) },
)

/** A few tokens joined by a random subset of all possible pairs, reserves from 0 to 1e30. */
export const randomPairs = fc
  .integer({ min: 2, max: 7 })
  .chain((tokenCount) => {
    const candidates: [number, number][] = []
    for (let a = 0; a < tokenCount; a++) for (let b = a + 1; b < tokenCount; b++) candidates.push([a, b])
    return fc.subarray(candidates, { minLength: 1 }).chain((chosen) =>
      fc.tuple(fc.constant(tokenCount), fc.tuple(...chosen.map(([a, b]) => fc.tuple(fc.constant(a), fc.constant(b), reserve, reserve)))),
    )
  })
  .map(([tokenCount, chosen]) => ({
    tokenCount,
    pairs: chosen.map(([a, b, reserve0, reserve1], index): PairReserves => ({
      address: `0x${(0xabc000 + index).toString(16).padStart(40, '0')}`,
      token0: tokenAddress(a),
      token1: tokenAddress(b),
      reserve0,
      reserve1,
    })),
  }))

export const amount = fc.oneof(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10n ** 31n }))

/** A route with its amount and its mid price (output per input) as an exact ratio. */
export type Candidate = { path: Address[]; amount: bigint; midNumerator: bigint; midDenominator: bigint }

const otherToken = (pair: PairReserves, token: Address) => (pair.token0 === token ? pair.token1 : pair.token0)
const involves = (pair: PairReserves, token: Address) => pair.token0 === token || pair.token1 === token
const reservesFrom = (pair: PairReserves, token: Address): [bigint, bigint] => (pair.token0 === token ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0])
const tradable = (pair: PairReserves) => pair.reserve0 > 0n && pair.reserve1 > 0n

/** Every route v2-sdk's bestTradeExactIn would consider, with its output (zero outputs dropped). */
export function exactInCandidates(pairs: readonly PairReserves[], tokenIn: Address, tokenOut: Address, amountIn: bigint, maxHops: number): Candidate[] {
  const found: Candidate[] = []
  const walk = (token: Address, amountAt: bigint, used: readonly PairReserves[], path: Address[], mid: [bigint, bigint]) => {
    for (const pair of pairs) {
      if (used.includes(pair) || !involves(pair, token) || !tradable(pair)) continue
      const next = otherToken(pair, token)
      const [reserveIn, reserveOut] = reservesFrom(pair, token)
      const out = getAmountOut(amountAt, reserveIn, reserveOut)
      if (out === 0n) continue
      const nextMid: [bigint, bigint] = [mid[0] * reserveOut, mid[1] * reserveIn]
      if (next === tokenOut) found.push({ path: [...path, next], amount: out, midNumerator: nextMid[0], midDenominator: nextMid[1] })
      else if (used.length + 1 < maxHops) walk(next, out, [...used, pair], [...path, next], nextMid)
    }
  }
  walk(tokenIn, amountIn, [], [tokenIn], [1n, 1n])
  return found
}

/** Every route v2-sdk's bestTradeExactOut would consider, with the input it needs. */
export function exactOutCandidates(pairs: readonly PairReserves[], tokenIn: Address, tokenOut: Address, amountOut: bigint, maxHops: number): Candidate[] {
  const found: Candidate[] = []
  const walk = (token: Address, amountAt: bigint, used: readonly PairReserves[], path: Address[], mid: [bigint, bigint]) => {
    for (const pair of pairs) {
      if (used.includes(pair) || !involves(pair, token) || !tradable(pair)) continue
      const previous = otherToken(pair, token)
      const [reserveOut, reserveIn] = reservesFrom(pair, token)
      if (amountAt >= reserveOut) continue
      const needed = getAmountIn(amountAt, reserveIn, reserveOut)
      const nextMid: [bigint, bigint] = [mid[0] * reserveOut, mid[1] * reserveIn]
      if (previous === tokenIn) found.push({ path: [previous, ...path], amount: needed, midNumerator: nextMid[0], midDenominator: nextMid[1] })
      else if (used.length + 1 < maxHops) walk(previous, needed, [...used, pair], [previous, ...path], nextMid)
    }
  }
  walk(tokenOut, amountOut, [], [tokenOut], [1n, 1n])
  return found
}

/**
 * v2-sdk's tradeComparator for one best result: the better amount (more output, or less input
 * when `lessIsBetter`), then the lower price impact (a lower mid price at equal amounts), then
 * fewer hops.
 */
export function bestCandidate(candidates: readonly Candidate[], lessIsBetter: boolean): Candidate | undefined {
  const better = (a: Candidate, b: Candidate) => {
    if (a.amount !== b.amount) return lessIsBetter ? a.amount < b.amount : a.amount > b.amount
    const [left, right] = [a.midNumerator * b.midDenominator, b.midNumerator * a.midDenominator]
    if (left !== right) return left < right
    return a.path.length < b.path.length
  }
  return candidates.reduce<Candidate | undefined>((best, candidate) => (best === undefined || better(candidate, best) ? candidate : best), undefined)
}
