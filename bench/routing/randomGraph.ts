import type { Address } from '@hapdex/core/chain/chainConfig'
import type { PairReserves } from '@hapdex/core/amm/pair'

/** mulberry32: a small seeded generator, so every run measures the same graphs and queries. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Random = ReturnType<typeof seededRandom>

export const randomInt = (random: Random, below: number) => Math.floor(random() * below)

/** A bigint from 1 up to 10^maxDigits with a random number of digits (log-uniform-ish). */
export function randomBigInt(random: Random, maxDigits: number): bigint {
  const digits = 1 + randomInt(random, maxDigits)
  let text = String(1 + randomInt(random, 9))
  while (text.length < digits) text += String(randomInt(random, 10))
  return BigInt(text)
}

function randomAddress(random: Random): Address {
  let hex = ''
  while (hex.length < 40) hex += randomInt(random, 16).toString(16)
  return `0x${hex}`
}

export type BenchGraph = {
  readonly name: string
  readonly tokens: readonly Address[]
  readonly pairs: readonly PairReserves[]
}

/**
 * `tokenCount` tokens and `pairCount` distinct pairs with reserves up to 1e30; about one pair in
 * fifty has a zero reserve, which every router must skip. Token addresses are random, so
 * token0/token1 follow the address order as a factory would set them.
 */
export function randomGraph(name: string, seed: number, tokenCount: number, pairCount: number): BenchGraph {
  const random = seededRandom(seed)
  const tokens = Array.from({ length: tokenCount }, () => randomAddress(random))
  const seen = new Set<string>()
  const pairs: PairReserves[] = []
  while (pairs.length < pairCount) {
    const [a, b] = [randomInt(random, tokenCount), randomInt(random, tokenCount)]
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`
    if (a === b || seen.has(key)) continue
    seen.add(key)
    const [token0, token1] = tokens[a]! < tokens[b]! ? [tokens[a]!, tokens[b]!] : [tokens[b]!, tokens[a]!]
    const empty = random() < 0.02
    pairs.push({
      address: randomAddress(random),
      token0,
      token1,
      reserve0: empty ? 0n : randomBigInt(random, 30),
      reserve1: randomBigInt(random, 30),
    })
  }
  return { name, tokens, pairs }
}

export type Query = { readonly tokenIn: Address; readonly tokenOut: Address; readonly amount: bigint }

export function randomQueries(graph: BenchGraph, seed: number, count: number): Query[] {
  const random = seededRandom(seed)
  const queries: Query[] = []
  while (queries.length < count) {
    const [a, b] = [randomInt(random, graph.tokens.length), randomInt(random, graph.tokens.length)]
    if (a === b) continue
    queries.push({ tokenIn: graph.tokens[a]!, tokenOut: graph.tokens[b]!, amount: randomBigInt(random, 28) })
  }
  return queries
}
