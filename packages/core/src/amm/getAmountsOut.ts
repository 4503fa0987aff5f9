import type { Address } from '../chain/chainConfig.ts'
import { InvalidPathLengthError, PairNotFoundError } from './errors.ts'
import { getAmountOut, type GetAmountOutErrorType } from './getAmountOut.ts'
import { orientReserves } from './pair.ts'
import { findPair, type PairGraph } from './pairGraph.ts'

export type GetAmountsOutErrorType = GetAmountOutErrorType | InvalidPathLengthError | PairNotFoundError

/** UniswapV2Router02.getAmountsOut from a reserves snapshot: the amount at every token of `path`. */
export function getAmountsOut(graph: PairGraph, amountIn: bigint, path: readonly Address[]): bigint[] {
  assertPathLength(path)
  const amounts = [amountIn]
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [reserveIn, reserveOut] = hopReserves(graph, path[hop]!, path[hop + 1]!)
    amounts.push(getAmountOut(amounts[hop]!, reserveIn, reserveOut))
  }
  return amounts
}

/** Routes have one or two hops (spec sections 1 and 5), so a path names 2 or 3 tokens. */
export function assertPathLength(path: readonly Address[]): void {
  if (path.length < 2 || path.length > 3) throw new InvalidPathLengthError({ length: path.length })
}

export function hopReserves(graph: PairGraph, tokenIn: Address, tokenOut: Address): readonly [bigint, bigint] {
  const pair = findPair(graph, tokenIn, tokenOut)
  if (!pair) throw new PairNotFoundError({ tokenA: tokenIn, tokenB: tokenOut })
  return orientReserves(pair, tokenIn)
}
