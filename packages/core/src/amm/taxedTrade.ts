import type { Address } from '../chain/chainConfig.ts'
import { computePriceImpact } from './computePriceImpact.ts'
import { InsufficientInputAmountError, InsufficientOutputAmountError } from './errors.ts'
import { getAmountIn } from './getAmountIn.ts'
import { getAmountOut } from './getAmountOut.ts'
import { assertPathLength, hopReserves } from './getAmountsOut.ts'
import { findPair, tokenIndexOf, type PairGraph } from './pairGraph.ts'
import { noLiquidity, type NoLiquidity, type Trade, type TradeType } from './trade.ts'
import { arriving, sendingFor, touchesTaxed, type TransferTaxes } from './transferTax.ts'

/**
 * Quotes through taxed tokens, as the router's supporting-fee-on-transfer swaps execute them: each
 * hop swaps what actually arrived at its pair (the transfer tax taken), and the recipient gets the
 * last output less its token's tax. amounts[0] is what the sender sends; every later entry is what
 * arrives (at the next pair, or at the recipient), so the last one is what the screen promises.
 */
export function taxedAmountsOut(graph: PairGraph, amountIn: bigint, path: readonly Address[], taxes: TransferTaxes): bigint[] {
  assertPathLength(path)
  if (amountIn <= 0n) throw new InsufficientInputAmountError()
  const amounts = [amountIn]
  let arrived = arriving(taxes, path[0]!, amountIn)
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [reserveIn, reserveOut] = hopReserves(graph, path[hop]!, path[hop + 1]!)
    arrived = arriving(taxes, path[hop + 1]!, getAmountOut(arrived, reserveIn, reserveOut))
    amounts.push(arrived)
  }
  return amounts
}

/**
 * The input for at least `amountOut` to arrive, walked back hop by hop, then checked forwards (a
 * larger output can arrive as up to 3 wei less, see sendingFor) and raised until it holds.
 * Answers the forward amounts: the last is what arrives, never below `amountOut`.
 */
export function taxedAmountsIn(graph: PairGraph, amountOut: bigint, path: readonly Address[], taxes: TransferTaxes): bigint[] {
  assertPathLength(path)
  if (amountOut <= 0n) throw new InsufficientOutputAmountError()
  let needed = amountOut
  for (let hop = path.length - 2; hop >= 0; hop--) {
    const [reserveIn, reserveOut] = hopReserves(graph, path[hop]!, path[hop + 1]!)
    needed = getAmountIn(sendingFor(taxes, path[hop + 1]!, needed), reserveIn, reserveOut)
  }
  let amountIn = sendingFor(taxes, path[0]!, needed)
  for (let step = 0; step < 64; step++) {
    const amounts = taxedAmountsOut(graph, amountIn, path, taxes)
    if (amounts[amounts.length - 1]! >= amountOut) return amounts
    amountIn += 1n
  }
  throw new InsufficientOutputAmountError()
}

/** Every route of at most `maxHops` hops from tokenIn to tokenOut through tradable pairs. */
function candidatePaths(graph: PairGraph, tokenIn: Address, tokenOut: Address, maxHops: 1 | 2): Address[][] {
  const source = tokenIndexOf(graph, tokenIn)
  const target = tokenIndexOf(graph, tokenOut)
  if (source === undefined || target === undefined || source === target) return []
  const { edgeStart, edgeTo, tokens } = graph
  const paths: Address[][] = []
  for (let edge = edgeStart[source]!; edge < edgeStart[source + 1]!; edge++) {
    const middle = edgeTo[edge]!
    if (middle === target) paths.push([tokens[source]!, tokens[target]!])
    else if (maxHops === 2) {
      for (let next: number = edgeStart[middle]!; next < edgeStart[middle + 1]!; next++)
        if (edgeTo[next] === target) paths.push([tokens[source]!, tokens[middle]!, tokens[target]!])
    }
  }
  return paths
}

function tradeOf(graph: PairGraph, tradeType: TradeType, path: Address[], amounts: bigint[], taxesOf: TransferTaxes): Trade {
  const reserves = path.slice(0, -1).map((token, hop) => hopReserves(graph, token, path[hop + 1]!))
  const midPrice = reserves.reduce((price, [reserveIn, reserveOut]) => ({ numerator: price.numerator * reserveOut, denominator: price.denominator * reserveIn }), { numerator: 1n, denominator: 1n })
  const amountIn = amounts[0]!
  const amountOut = amounts[amounts.length - 1]!
  return {
    kind: 'trade',
    tradeType,
    path,
    pairs: path.slice(0, -1).map((token, hop) => findPair(graph, token, path[hop + 1]!)!.address),
    amounts,
    amountIn,
    amountOut,
    midPrice,
    executionPrice: { numerator: amountOut, denominator: amountIn },
    // The tax is part of the shortfall against the mid price: the impact shown includes it.
    priceImpact: computePriceImpact(midPrice, amountIn, amountOut, path.length - 1),
    ...(touchesTaxed(taxesOf, path) ? { taxed: true as const } : {}),
  }
}

/** Like a failed hop on chain: no output, or a reserve too small for the wanted output. */
function attempt(quote: () => bigint[]): bigint[] | undefined {
  try {
    return quote()
  } catch {
    return undefined
  }
}

/** The route giving the most arriving output for `amountIn` when a taxed token may be on it. */
export function bestTaxedTradeExactIn(graph: PairGraph, tokenIn: Address, tokenOut: Address, amountIn: bigint, taxes: TransferTaxes, maxHops: 1 | 2): Trade | NoLiquidity {
  let best: { path: Address[]; amounts: bigint[] } | undefined
  for (const path of candidatePaths(graph, tokenIn, tokenOut, maxHops)) {
    const amounts = attempt(() => taxedAmountsOut(graph, amountIn, path, taxes))
    if (amounts === undefined || amounts.some((amount) => amount <= 0n)) continue
    if (best === undefined || amounts[amounts.length - 1]! > best.amounts[best.amounts.length - 1]!) best = { path, amounts }
  }
  return best === undefined ? noLiquidity : tradeOf(graph, 'exactIn', best.path, best.amounts, taxes)
}

/** The route needing the least input for at least `amountOut` to arrive when a taxed token may be on it. */
export function bestTaxedTradeExactOut(graph: PairGraph, tokenIn: Address, tokenOut: Address, amountOut: bigint, taxes: TransferTaxes, maxHops: 1 | 2): Trade | NoLiquidity {
  let best: { path: Address[]; amounts: bigint[] } | undefined
  for (const path of candidatePaths(graph, tokenIn, tokenOut, maxHops)) {
    const amounts = attempt(() => taxedAmountsIn(graph, amountOut, path, taxes))
    if (amounts === undefined) continue
    if (best === undefined || amounts[0]! < best.amounts[0]!) best = { path, amounts }
  }
  return best === undefined ? noLiquidity : tradeOf(graph, 'exactOut', best.path, best.amounts, taxes)
}
