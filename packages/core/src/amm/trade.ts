import type { Fraction } from '../amount/fraction.ts'
import type { Address } from '../chain/chainConfig.ts'
import { computePriceImpact } from './computePriceImpact.ts'
import type { PairGraph } from './pairGraph.ts'

export type TradeType = 'exactIn' | 'exactOut'

/** The best route for one quote, with everything the swap screen and the router call need. */
export type Trade = {
  readonly kind: 'trade'
  readonly tradeType: TradeType
  /** Token addresses from input to output: the router's `path` (2 or 3 entries). */
  readonly path: readonly Address[]
  /** The pair of each hop. */
  readonly pairs: readonly Address[]
  /** The amount at each token of `path`, as the router's getAmountsOut/In would answer. */
  readonly amounts: readonly bigint[]
  readonly amountIn: bigint
  readonly amountOut: bigint
  /** Output per input in base units at the current reserves (product of the hops' ratios). */
  readonly midPrice: Fraction
  /** Output per input in base units of this trade. */
  readonly executionPrice: Fraction
  readonly priceImpact: Fraction
  /**
   * A taxed token is on the route (taxedTrade.ts): `amounts` after each transfer's tax, and the
   * swap must use the router's supporting-fee-on-transfer functions, exact in.
   */
  readonly taxed?: true
}

/** The expected outcome when no route gives any output: the UI shows insufficient liquidity. */
export type NoLiquidity = { readonly kind: 'noLiquidity' }

export const noLiquidity: NoLiquidity = Object.freeze({ kind: 'noLiquidity' })

/** Builds the answer for the winning edges (one or two); runs once per query, outside the search loop. */
export function tradeFromEdges(graph: PairGraph, tradeType: TradeType, from: number, edges: readonly number[], amounts: readonly bigint[]): Trade {
  const { tokens, pairs, edgeTo, edgePair, reserveIn, reserveOut } = graph
  const first = edges[0]!
  const second = edges[1]
  const amountIn = amounts[0]!
  const amountOut = amounts[amounts.length - 1]!
  const midPrice =
    second === undefined
      ? { numerator: reserveOut[first]!, denominator: reserveIn[first]! }
      : { numerator: reserveOut[first]! * reserveOut[second]!, denominator: reserveIn[first]! * reserveIn[second]! }
  return {
    kind: 'trade',
    tradeType,
    path: second === undefined ? [tokens[from]!, tokens[edgeTo[first]!]!] : [tokens[from]!, tokens[edgeTo[first]!]!, tokens[edgeTo[second]!]!],
    pairs: second === undefined ? [pairs[edgePair[first]!]!.address] : [pairs[edgePair[first]!]!.address, pairs[edgePair[second]!]!.address],
    amounts,
    amountIn,
    amountOut,
    midPrice,
    executionPrice: { numerator: amountOut, denominator: amountIn },
    priceImpact: computePriceImpact(midPrice, amountIn, amountOut, second === undefined ? 1 : 2),
  }
}
