import type { Fraction } from '@hapdex/core/amount/fraction'
import { CurrencyAmount, Token, type TradeType } from '@uniswap/sdk-core'
import { Pair, Trade } from '@uniswap/v2-sdk'
import type { BenchGraph, Query } from './randomGraph.ts'

/** The peer: @uniswap/v2-sdk over the same pairs. Pair derives its own (CREATE2) address. */
export function sdkPairs(graph: BenchGraph) {
  const tokens = new Map(graph.tokens.map((address) => [address, new Token(56, address, 18)]))
  const pairs = graph.pairs.map(
    (pair) => new Pair(CurrencyAmount.fromRawAmount(tokens.get(pair.token0)!, pair.reserve0.toString()), CurrencyAmount.fromRawAmount(tokens.get(pair.token1)!, pair.reserve1.toString())),
  )
  return { tokens, pairs }
}

type SdkGraph = ReturnType<typeof sdkPairs>

const options = { maxHops: 2, maxNumResults: 1 }

/** What the bench compares: the best amount, and the price impact as an exact ratio. */
export type SdkAnswer = { amount: bigint; priceImpact: Fraction | undefined; path: string }

type SdkTrade = Trade<Token, Token, TradeType> | undefined

/** The route's tokens, lower-cased and joined, or '' without a trade. */
const pathOf = (trade: SdkTrade) => (trade ? trade.route.path.map((token) => token.address.toLowerCase()).join() : '')

const impactOf = (trade: SdkTrade) =>
  trade ? { numerator: BigInt(trade.priceImpact.numerator.toString()), denominator: BigInt(trade.priceImpact.denominator.toString()) } : undefined

/** Best output of exact-in, 0n when v2-sdk finds no trade. */
export function sdkBestOut({ tokens, pairs }: SdkGraph, query: Query): SdkAnswer {
  const [trade] = Trade.bestTradeExactIn(pairs, CurrencyAmount.fromRawAmount(tokens.get(query.tokenIn)!, query.amount.toString()), tokens.get(query.tokenOut)!, options)
  return { amount: trade ? BigInt(trade.outputAmount.quotient.toString()) : 0n, priceImpact: impactOf(trade), path: pathOf(trade) }
}

/** Least input of exact-out, -1n when v2-sdk finds no trade. */
export function sdkBestIn({ tokens, pairs }: SdkGraph, query: Query): SdkAnswer {
  const [trade] = Trade.bestTradeExactOut(pairs, tokens.get(query.tokenIn)!, CurrencyAmount.fromRawAmount(tokens.get(query.tokenOut)!, query.amount.toString()), options)
  return { amount: trade ? BigInt(trade.inputAmount.quotient.toString()) : -1n, priceImpact: impactOf(trade), path: pathOf(trade) }
}
