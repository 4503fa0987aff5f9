import type { Address } from '../chain/chainConfig.ts'
import { DuplicatePairError, IdenticalAddressesError } from './errors.ts'
import type { PairReserves } from './pair.ts'

/**
 * One reserves snapshot, indexed once for many quotes. Tokens get small integer indexes; every
 * pair with both reserves above zero gives two directed edges, grouped by their source token
 * (compressed sparse rows), with the reserves already oriented and `reserveIn * 1000` computed.
 * Pairs with a zero reserve stay findable for explicit paths but are never routed through.
 */
export type PairGraph = {
  readonly pairs: readonly PairReserves[]
  readonly tokens: readonly Address[]
  /** Lower-case address, and the address as the pairs spell it, to token index. */
  readonly tokenIndex: ReadonlyMap<string, number>
  /** Pair index by `lowerTokenIndex * tokens.length + higherTokenIndex`. */
  readonly pairIndex: ReadonlyMap<number, number>
  /** The edges leaving token `t` are `edgeStart[t]` up to (not including) `edgeStart[t + 1]`. */
  readonly edgeStart: Int32Array
  readonly edgeTo: Int32Array
  readonly edgePair: Int32Array
  /** The edge of the same pair in the other direction. */
  readonly edgeReverse: Int32Array
  readonly reserveIn: readonly bigint[]
  readonly reserveOut: readonly bigint[]
  readonly reserveIn1000: readonly bigint[]
  /** Marks reused by every query so that a query allocates nothing until it builds its answer. */
  readonly scratch: RouteScratch
}

export type RouteScratch = {
  readonly edge: Int32Array
  readonly stamp: Uint32Array
  current: number
}

export type CreatePairGraphErrorType = DuplicatePairError | IdenticalAddressesError

export function createPairGraph(pairs: readonly PairReserves[]): PairGraph {
  const { tokens, tokenIndex } = indexTokens(pairs)
  const count = tokens.length
  const pairIndex = new Map<number, number>()
  const edgeStart = new Int32Array(count + 1)
  pairs.forEach((pair, index) => {
    const [a, b] = [tokenIndex.get(pair.token0.toLowerCase())!, tokenIndex.get(pair.token1.toLowerCase())!]
    if (a === b) throw new IdenticalAddressesError({ address: pair.token0 })
    const key = Math.min(a, b) * count + Math.max(a, b)
    if (pairIndex.has(key)) throw new DuplicatePairError({ token0: pair.token0, token1: pair.token1 })
    pairIndex.set(key, index)
    if (isTradable(pair)) {
      edgeStart[a + 1]! += 1
      edgeStart[b + 1]! += 1
    }
  })
  for (let token = 0; token < count; token++) edgeStart[token + 1]! += edgeStart[token]!
  return { pairs, tokens, tokenIndex, pairIndex, edgeStart, ...buildEdges(pairs, tokenIndex, edgeStart), scratch: createScratch(count) }
}

function isTradable(pair: PairReserves): boolean {
  return pair.reserve0 > 0n && pair.reserve1 > 0n
}

function indexTokens(pairs: readonly PairReserves[]) {
  const tokens: Address[] = []
  const tokenIndex = new Map<string, number>()
  for (const pair of pairs) {
    for (const token of [pair.token0, pair.token1]) {
      const key = token.toLowerCase()
      if (tokenIndex.has(key)) continue
      const index = tokens.push(token) - 1
      tokenIndex.set(key, index)
      // Callers usually pass the same spelling back, which then skips lower-casing per query.
      tokenIndex.set(token, index)
    }
  }
  return { tokens, tokenIndex }
}

function buildEdges(pairs: readonly PairReserves[], tokenIndex: ReadonlyMap<string, number>, edgeStart: Int32Array) {
  const edgeCount = edgeStart[edgeStart.length - 1]!
  const edgeTo = new Int32Array(edgeCount)
  const edgePair = new Int32Array(edgeCount)
  const edgeReverse = new Int32Array(edgeCount)
  const reserveIn = new Array<bigint>(edgeCount).fill(0n)
  const reserveOut = new Array<bigint>(edgeCount).fill(0n)
  const cursor = edgeStart.slice(0, -1)
  const place = (from: number, to: number, pair: number, inReserve: bigint, outReserve: bigint) => {
    const edge = cursor[from]!++
    edgeTo[edge] = to
    edgePair[edge] = pair
    reserveIn[edge] = inReserve
    reserveOut[edge] = outReserve
    return edge
  }
  pairs.forEach((pair, index) => {
    if (!isTradable(pair)) return
    const a = tokenIndex.get(pair.token0.toLowerCase())!
    const b = tokenIndex.get(pair.token1.toLowerCase())!
    const forward = place(a, b, index, pair.reserve0, pair.reserve1)
    const backward = place(b, a, index, pair.reserve1, pair.reserve0)
    edgeReverse[forward] = backward
    edgeReverse[backward] = forward
  })
  return { edgeTo, edgePair, edgeReverse, reserveIn, reserveOut, reserveIn1000: reserveIn.map((reserve) => reserve * 1000n) }
}

function createScratch(tokenCount: number): RouteScratch {
  return { edge: new Int32Array(tokenCount), stamp: new Uint32Array(tokenCount), current: 0 }
}

/** A fresh stamp: marks of earlier queries stop counting without clearing the arrays. */
export function nextStamp(scratch: RouteScratch): number {
  if (scratch.current === 0xffffffff) {
    scratch.stamp.fill(0)
    scratch.current = 0
  }
  return ++scratch.current
}

/**
 * Starts a route query: marks the tokens next to `token` with a fresh stamp and remembers the edge
 * to each, seen from the neighbour (`fromNeighbour`: exact-in walks into the target) or from the
 * token (exact-out walks out of the source). Returns the stamp.
 */
export function markNeighbours(graph: PairGraph, token: number, fromNeighbour: boolean): number {
  const { edgeStart, edgeTo, edgeReverse, scratch } = graph
  const stamp = nextStamp(scratch)
  for (let edge = edgeStart[token]!, end = edgeStart[token + 1]!; edge < end; edge++) {
    const neighbour = edgeTo[edge]!
    scratch.stamp[neighbour] = stamp
    scratch.edge[neighbour] = fromNeighbour ? edgeReverse[edge]! : edge
  }
  return stamp
}

/** The pair joining two tokens of the graph, whatever its reserves. */
export function findPair(graph: PairGraph, tokenA: Address, tokenB: Address): PairReserves | undefined {
  const a = tokenIndexOf(graph, tokenA)
  const b = tokenIndexOf(graph, tokenB)
  if (a === undefined || b === undefined) return undefined
  const index = graph.pairIndex.get(Math.min(a, b) * graph.tokens.length + Math.max(a, b))
  return index === undefined ? undefined : graph.pairs[index]
}

export function tokenIndexOf(graph: PairGraph, token: Address): number | undefined {
  return graph.tokenIndex.get(token) ?? graph.tokenIndex.get(token.toLowerCase())
}
