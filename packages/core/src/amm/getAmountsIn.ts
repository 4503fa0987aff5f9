import type { Address } from '../chain/chainConfig.ts'
import type { InvalidPathLengthError, PairNotFoundError } from './errors.ts'
import { getAmountIn, type GetAmountInErrorType } from './getAmountIn.ts'
import { assertPathLength, hopReserves } from './getAmountsOut.ts'
import type { PairGraph } from './pairGraph.ts'

export type GetAmountsInErrorType = GetAmountInErrorType | InvalidPathLengthError | PairNotFoundError

/** UniswapV2Router02.getAmountsIn from a reserves snapshot: the amount at every token of `path`. */
export function getAmountsIn(graph: PairGraph, amountOut: bigint, path: readonly Address[]): bigint[] {
  assertPathLength(path)
  const amounts = new Array<bigint>(path.length).fill(0n)
  amounts[path.length - 1] = amountOut
  for (let hop = path.length - 1; hop > 0; hop--) {
    const [reserveIn, reserveOut] = hopReserves(graph, path[hop - 1]!, path[hop]!)
    amounts[hop - 1] = getAmountIn(amounts[hop]!, reserveIn, reserveOut)
  }
  return amounts
}
