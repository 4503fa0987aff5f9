import type { PairGraph } from './pairGraph.ts'

/**
 * v2-sdk's order between two routes with equal amounts in and out: the lower price impact
 * first, which with equal amounts is the lower mid price, then the fewer hops. `second` is -1
 * for a one-hop route. Ties are rare, so this runs outside the common path of the search.
 */
export function winsTie(graph: PairGraph, first: number, second: number, bestFirst: number, bestSecond: number): boolean {
  const { reserveIn, reserveOut } = graph
  const midNumerator = second === -1 ? reserveOut[first]! : reserveOut[first]! * reserveOut[second]!
  const midDenominator = second === -1 ? reserveIn[first]! : reserveIn[first]! * reserveIn[second]!
  const bestNumerator = bestSecond === -1 ? reserveOut[bestFirst]! : reserveOut[bestFirst]! * reserveOut[bestSecond]!
  const bestDenominator = bestSecond === -1 ? reserveIn[bestFirst]! : reserveIn[bestFirst]! * reserveIn[bestSecond]!
  const candidate = midNumerator * bestDenominator
  const best = bestNumerator * midDenominator
  if (candidate !== best) return candidate < best
  return second === -1 && bestSecond !== -1
}
