import type { Address } from '../chain/chainConfig.ts'
import { InsufficientOutputAmountError, type IdenticalAddressesError, type InvalidMaxHopsError } from './errors.ts'
import { markNeighbours, nextStamp, tokenIndexOf, type PairGraph } from './pairGraph.ts'
import { assertRouteQuery, type RouteOptions } from './assertRouteQuery.ts'
import { noLiquidity, tradeFromEdges, type NoLiquidity, type Trade } from './trade.ts'
import { bestTaxedTradeExactOut } from './taxedTrade.ts'
import { touchesTaxed } from './transferTax.ts'
import { winsTie } from './winsTie.ts'

export type BestTradeExactOutErrorType = InsufficientOutputAmountError | IdenticalAddressesError | InvalidMaxHopsError

/**
 * The route of at most `maxHops` hops, through any token of the graph, that needs the least
 * input for exactly `amountOut`; the same answer as v2-sdk's `Trade.bestTradeExactOut` with
 * one result, equal inputs ordered as v2-sdk does (see winsTie). A hop whose wanted output is
 * not below its output reserve cannot be done (the router would revert) and is skipped.
 *
 * Mirror image of the exact-in search: the tokens next to A are marked, then each neighbour X
 * of B is walked backwards.
 */
export function bestTradeExactOut(graph: PairGraph, tokenIn: Address, tokenOut: Address, amountOut: bigint, options?: RouteOptions): Trade | NoLiquidity {
  const untaxed = bestTradeExactOutUntaxed(graph, tokenIn, tokenOut, amountOut, options)
  // A tax only lowers what a route gives: an untaxed winner stays the winner once taxes count.
  if (untaxed.kind === 'trade' && touchesTaxed(options?.taxes, untaxed.path)) return bestTaxedTradeExactOut(graph, tokenIn, tokenOut, amountOut, options!.taxes!, options?.maxHops ?? 2)
  return untaxed
}

function bestTradeExactOutUntaxed(graph: PairGraph, tokenIn: Address, tokenOut: Address, amountOut: bigint, options?: RouteOptions): Trade | NoLiquidity {
  if (amountOut <= 0n) throw new InsufficientOutputAmountError()
  const maxHops = options?.maxHops ?? 2
  const source = tokenIndexOf(graph, tokenIn)
  const target = tokenIndexOf(graph, tokenOut)
  assertRouteQuery(tokenIn, tokenOut, source, target, maxHops)
  if (source === undefined || target === undefined) return noLiquidity
  const { edgeStart, edgeTo, edgeReverse, reserveOut, reserveIn1000, scratch } = graph
  const stamp = maxHops === 2 ? markNeighbours(graph, source, false) : nextStamp(scratch)
  const { stamp: marks, edge: via } = scratch
  let best = -1n
  let bestMiddle = 0n
  let bestFirst = -1
  let bestSecond = -1
  for (let outgoing = edgeStart[target]!, end = edgeStart[target + 1]!; outgoing < end; outgoing++) {
    const middleToken = edgeTo[outgoing]!
    const direct = middleToken === source
    if (!direct && marks[middleToken] !== stamp) continue
    const last = edgeReverse[outgoing]!
    const lastReserveOut = reserveOut[last]!
    if (amountOut >= lastReserveOut) continue
    // Rounds up like the router: floor plus one.
    const middle = (reserveIn1000[last]! * amountOut) / ((lastReserveOut - amountOut) * 997n) + 1n
    if (direct) {
      if (best === -1n || middle < best || (middle === best && winsTie(graph, last, -1, bestFirst, bestSecond))) {
        best = middle
        bestFirst = last
        bestSecond = -1
      }
      continue
    }
    const first = via[middleToken]!
    const firstReserveOut = reserveOut[first]!
    if (middle >= firstReserveOut) continue
    const input = (reserveIn1000[first]! * middle) / ((firstReserveOut - middle) * 997n) + 1n
    if (best === -1n || input < best || (input === best && winsTie(graph, first, last, bestFirst, bestSecond))) {
      best = input
      bestMiddle = middle
      bestFirst = first
      bestSecond = last
    }
  }
  if (best === -1n) return noLiquidity
  return bestSecond === -1
    ? tradeFromEdges(graph, 'exactOut', source, [bestFirst], [best, amountOut])
    : tradeFromEdges(graph, 'exactOut', source, [bestFirst, bestSecond], [best, bestMiddle, amountOut])
}
