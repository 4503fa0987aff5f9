import type { Address } from '../chain/chainConfig.ts'
import { InsufficientInputAmountError, type IdenticalAddressesError, type InvalidMaxHopsError } from './errors.ts'
import { markNeighbours, nextStamp, tokenIndexOf, type PairGraph } from './pairGraph.ts'
import { assertRouteQuery, type RouteOptions } from './assertRouteQuery.ts'
import { noLiquidity, tradeFromEdges, type NoLiquidity, type Trade } from './trade.ts'
import { bestTaxedTradeExactIn } from './taxedTrade.ts'
import { touchesTaxed } from './transferTax.ts'
import { winsTie } from './winsTie.ts'

export type BestTradeExactInErrorType = InsufficientInputAmountError | IdenticalAddressesError | InvalidMaxHopsError

/**
 * The route of at most `maxHops` hops, through any token of the graph, that gives the most
 * output for `amountIn`; the same answer as v2-sdk's `Trade.bestTradeExactIn` with one result.
 * Equal outputs are ordered as v2-sdk does (see winsTie). Routes whose output floors to zero
 * never win.
 *
 * Two hops A -> X -> B are found without a search: the tokens next to B are marked first, then
 * each neighbour X of A is checked against the marks, so a query costs deg(A) + deg(B).
 */
export function bestTradeExactIn(graph: PairGraph, tokenIn: Address, tokenOut: Address, amountIn: bigint, options?: RouteOptions): Trade | NoLiquidity {
  const untaxed = bestTradeExactInUntaxed(graph, tokenIn, tokenOut, amountIn, options)
  // A tax only lowers what a route gives: an untaxed winner stays the winner once taxes count.
  if (untaxed.kind === 'trade' && touchesTaxed(options?.taxes, untaxed.path)) return bestTaxedTradeExactIn(graph, tokenIn, tokenOut, amountIn, options!.taxes!, options?.maxHops ?? 2)
  return untaxed
}

function bestTradeExactInUntaxed(graph: PairGraph, tokenIn: Address, tokenOut: Address, amountIn: bigint, options?: RouteOptions): Trade | NoLiquidity {
  if (amountIn <= 0n) throw new InsufficientInputAmountError()
  const maxHops = options?.maxHops ?? 2
  const source = tokenIndexOf(graph, tokenIn)
  const target = tokenIndexOf(graph, tokenOut)
  assertRouteQuery(tokenIn, tokenOut, source, target, maxHops)
  if (source === undefined || target === undefined) return noLiquidity
  const { edgeStart, edgeTo, reserveOut, reserveIn1000, scratch } = graph
  const stamp = maxHops === 2 ? markNeighbours(graph, target, true) : nextStamp(scratch)
  const { stamp: marks, edge: via } = scratch
  const amountInWithFee = amountIn * 997n
  let best = 0n
  let bestMiddle = 0n
  let bestFirst = -1
  let bestSecond = -1
  for (let first = edgeStart[source]!, end = edgeStart[source + 1]!; first < end; first++) {
    const middleToken = edgeTo[first]!
    const direct = middleToken === target
    // Neighbours with no pair to the target are dropped before any bigint work.
    if (!direct && marks[middleToken] !== stamp) continue
    const middle = (amountInWithFee * reserveOut[first]!) / (reserveIn1000[first]! + amountInWithFee)
    if (direct) {
      if (middle > best || (middle === best && middle > 0n && winsTie(graph, first, -1, bestFirst, bestSecond))) {
        best = middle
        bestFirst = first
        bestSecond = -1
      }
      continue
    }
    // On chain a zero middle amount reverts in the second hop, so such a route has no output.
    if (middle === 0n) continue
    const second = via[middleToken]!
    const middleWithFee = middle * 997n
    const out = (middleWithFee * reserveOut[second]!) / (reserveIn1000[second]! + middleWithFee)
    if (out > best || (out === best && out > 0n && winsTie(graph, first, second, bestFirst, bestSecond))) {
      best = out
      bestMiddle = middle
      bestFirst = first
      bestSecond = second
    }
  }
  if (best === 0n) return noLiquidity
  return bestSecond === -1
    ? tradeFromEdges(graph, 'exactIn', source, [bestFirst], [amountIn, best])
    : tradeFromEdges(graph, 'exactIn', source, [bestFirst, bestSecond], [amountIn, bestMiddle, best])
}
