import type { Address } from '@hapdex/core/chain/chainConfig'
import type { PairReserves } from '@hapdex/core/amm/pair'
import type { BenchGraph, Query } from './randomGraph.ts'

/**
 * The floor: for each query, the reserves of every 1- and 2-hop path are listed beforehand (not
 * timed), and the timed part is only the Uniswap formula over those lists. A router cannot do
 * less bigint work than this.
 */
export type CandidateLists = readonly (readonly (readonly bigint[])[])[]

export function listCandidates(graph: BenchGraph, queries: readonly Query[]): CandidateLists {
  const byToken = new Map<Address, PairReserves[]>()
  for (const pair of graph.pairs) {
    if (pair.reserve0 === 0n || pair.reserve1 === 0n) continue
    for (const token of [pair.token0, pair.token1]) byToken.set(token, [...(byToken.get(token) ?? []), pair])
  }
  const other = (pair: PairReserves, token: Address) => (pair.token0 === token ? pair.token1 : pair.token0)
  const oriented = (pair: PairReserves, token: Address) => (pair.token0 === token ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0])
  return queries.map(({ tokenIn, tokenOut }) => {
    const candidates: bigint[][] = []
    for (const first of byToken.get(tokenIn) ?? []) {
      const middle = other(first, tokenIn)
      if (middle === tokenOut) {
        candidates.push(oriented(first, tokenIn))
        continue
      }
      for (const second of byToken.get(middle) ?? []) {
        if (other(second, middle) === tokenOut) candidates.push([...oriented(first, tokenIn), ...oriented(second, middle)])
      }
    }
    return candidates
  })
}

/** Best output of exact-in: each candidate is [reserveIn, reserveOut] per hop. */
export function plainBestOut(candidates: readonly (readonly bigint[])[], amountIn: bigint): bigint {
  let best = 0n
  for (const reserves of candidates) {
    let amount = amountIn
    for (let hop = 0; hop < reserves.length && amount > 0n; hop += 2) {
      const withFee = amount * 997n
      amount = (withFee * reserves[hop + 1]!) / (reserves[hop]! * 1000n + withFee)
    }
    if (amount > best) best = amount
  }
  return best
}

/** Least input of exact-out, or -1n when no candidate can deliver `amountOut`. */
export function plainBestIn(candidates: readonly (readonly bigint[])[], amountOut: bigint): bigint {
  let best = -1n
  for (const reserves of candidates) {
    let amount = amountOut
    for (let hop = reserves.length - 2; hop >= 0 && amount > 0n; hop -= 2) {
      const reserveOut = reserves[hop + 1]!
      amount = amount >= reserveOut ? -1n : (reserves[hop]! * amount * 1000n) / ((reserveOut - amount) * 997n) + 1n
    }
    if (amount > 0n && (best === -1n || amount < best)) best = amount
  }
  return best
}
