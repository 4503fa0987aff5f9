/**
 * Routing bench: our router against @uniswap/v2-sdk and against a plain bigint loop, on the
 * same deterministic random graphs, in one process. Run: npx tsx bench/routing/run.ts
 */
import { bestTradeExactIn } from '@hapdex/core/amm/bestTradeExactIn'
import { bestTradeExactOut } from '@hapdex/core/amm/bestTradeExactOut'
import { createPairGraph, type PairGraph } from '@hapdex/core/amm/pairGraph'
import type { NoLiquidity, Trade } from '@hapdex/core/amm/trade'
import { compareFractions, type Fraction } from '@hapdex/core/amount/fraction'
import { listCandidates, plainBestIn, plainBestOut, type CandidateLists } from './plainLoop.ts'
import { randomGraph, randomQueries, type Query } from './randomGraph.ts'
import { sdkBestIn, sdkBestOut, sdkPairs, type SdkAnswer } from './uniswapSdk.ts'

const ROUNDS = 7
const BLOCK = 500
const scenarios = [
  { graph: randomGraph('30 tokens / 115 pairs', 1, 30, 115), queries: 20_000, sdkQueries: 300 },
  { graph: randomGraph('100 tokens / 500 pairs', 2, 100, 500), queries: 20_000, sdkQueries: 100 },
]

type Mode = {
  name: string
  /** Our answer as a single amount: output of exact-in (0n if none), input of exact-out (-1n if none). */
  ours: (graph: PairGraph, query: Query) => Trade | NoLiquidity
  amountOf: (trade: Trade | NoLiquidity) => bigint
  loop: (candidates: CandidateLists[number], amount: bigint) => bigint
  sdk: (sdk: ReturnType<typeof sdkPairs>, query: Query) => SdkAnswer
}

const modes: Mode[] = [
  {
    name: 'exact in',
    ours: (graph, { tokenIn, tokenOut, amount }) => bestTradeExactIn(graph, tokenIn, tokenOut, amount),
    amountOf: (trade) => (trade.kind === 'trade' ? trade.amountOut : 0n),
    loop: plainBestOut,
    sdk: sdkBestOut,
  },
  {
    name: 'exact out',
    ours: (graph, { tokenIn, tokenOut, amount }) => bestTradeExactOut(graph, tokenIn, tokenOut, amount),
    amountOf: (trade) => (trade.kind === 'trade' ? trade.amountIn : -1n),
    loop: plainBestIn,
    sdk: sdkBestIn,
  },
]

/**
 * Times two contenders on the same queries, block by block, alternating them several times per
 * block and keeping each one's fastest pass of every block. On a shared, busy machine this is
 * the least disturbed estimate of each one's own cost.
 */
function race<A, B>(queries: readonly Query[], first: (query: Query, index: number) => A, second: (query: Query, index: number) => B) {
  const a: A[] = []
  const b: B[] = []
  let [nsA, nsB] = [0, 0]
  for (let start = 0; start < queries.length; start += BLOCK) {
    const end = Math.min(start + BLOCK, queries.length)
    let [bestA, bestB] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]
    for (let round = 0; round < ROUNDS; round++) {
      bestA = Math.min(bestA, timeBlock(queries, start, end, first, a))
      bestB = Math.min(bestB, timeBlock(queries, start, end, second, b))
    }
    nsA += bestA
    nsB += bestB
  }
  return [
    { results: a, nsPerQuery: nsA / queries.length },
    { results: b, nsPerQuery: nsB / queries.length },
  ] as const
}

/** Runs one block, keeping the answers so that no work can be skipped. */
function timeBlock<T>(queries: readonly Query[], start: number, end: number, run: (query: Query, index: number) => T, results: T[]): number {
  const began = process.hrtime.bigint()
  for (let index = start; index < end; index++) results[index] = run(queries[index]!, index)
  return Number(process.hrtime.bigint() - began)
}

function timePass<T>(queries: readonly Query[], run: (query: Query, index: number) => T): { results: T[]; nsPerQuery: number } {
  const began = process.hrtime.bigint()
  const results = queries.map(run)
  return { results, nsPerQuery: Number(process.hrtime.bigint() - began) / queries.length }
}

const percent = (same: number, total: number) => `${((100 * same) / total).toFixed(2)}% (${same}/${total})`
const sameImpact = (ours: Trade | NoLiquidity, theirs: Fraction | undefined) =>
  ours.kind === 'trade' ? theirs !== undefined && compareFractions(ours.priceImpact, theirs) === 0 : theirs === undefined
const pathOf = (trade: Trade | NoLiquidity) => (trade.kind === 'trade' ? trade.path.map((token) => token.toLowerCase()).join() : '')
const time = (ns: number) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`)

for (const scenario of scenarios) {
  const { graph } = scenario
  const queries = randomQueries(graph, 7, scenario.queries)
  const sdkQueries = queries.slice(0, scenario.sdkQueries)
  const buildStart = process.hrtime.bigint()
  const pairGraph = createPairGraph(graph.pairs)
  const buildNs = Number(process.hrtime.bigint() - buildStart)
  const candidates = listCandidates(graph, queries)
  const sdk = sdkPairs(graph)
  const candidateCount = candidates.reduce((sum, list) => sum + list.length, 0)
  console.log(`\n${graph.name}: graph built in ${time(buildNs)}, ${(candidateCount / queries.length).toFixed(2)} candidate paths per query`)
  for (const mode of modes) {
    const [ours, loop] = race(
      queries,
      (query) => mode.ours(pairGraph, query),
      (query, index) => mode.loop(candidates[index]!, query.amount),
    )
    const theirs = timePass(sdkQueries, (query) => mode.sdk(sdk, query))
    const amounts = ours.results.map(mode.amountOf)
    const sameAsLoop = loop.results.filter((amount, index) => amount === amounts[index]).length
    const sameAsSdk = theirs.results.filter((answer, index) => answer.amount === amounts[index]).length
    const sameImpactAsSdk = theirs.results.filter((answer, index) => sameImpact(ours.results[index]!, answer.priceImpact)).length
    const samePathAsSdk = theirs.results.filter((answer, index) => answer.path === pathOf(ours.results[index]!)).length
    const routed = ours.results.filter((trade) => trade.kind === 'trade').length
    console.log(`  ${mode.name} (${queries.length} queries, ${routed} with a route; v2-sdk on the first ${sdkQueries.length})`)
    console.log(`    agreement on the best amount: v2-sdk ${percent(sameAsSdk, sdkQueries.length)}, plain loop ${percent(sameAsLoop, queries.length)}`)
    console.log(`    agreement with v2-sdk on the price impact ${percent(sameImpactAsSdk, sdkQueries.length)}, on the path ${percent(samePathAsSdk, sdkQueries.length)}`)
    console.log(`    per query: ours ${time(ours.nsPerQuery)}, v2-sdk ${time(theirs.nsPerQuery)}, plain loop ${time(loop.nsPerQuery)}`)
    console.log(`    ratios: ours is ${(theirs.nsPerQuery / ours.nsPerQuery).toFixed(0)}x faster than v2-sdk, and takes ${(ours.nsPerQuery / loop.nsPerQuery).toFixed(2)}x the plain loop's time`)
  }
}
