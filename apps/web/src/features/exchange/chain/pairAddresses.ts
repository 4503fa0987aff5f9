import { zeroAddress, type Address, type PublicClient } from 'viem'
import { sortTokens } from '@hapdex/core/amm/sortTokens'
import { getPairCall } from './readRequests.ts'

export type PairRef = { readonly address: Address; readonly token0: Address; readonly token1: Address }

/**
 * Token pairs a 1- or 2-hop route from `tokenIn` to `tokenOut` may use: the direct pair and each
 * pair to or from an intermediate token of the list.
 */
export function candidateTokenPairs(tokenIn: Address, tokenOut: Address, intermediates: readonly Address[]): (readonly [Address, Address])[] {
  const pairs = new Map<string, readonly [Address, Address]>()
  const add = (a: Address, b: Address) => {
    if (a.toLowerCase() === b.toLowerCase()) return
    const sorted = sortTokens(a, b)
    pairs.set(`${sorted[0].toLowerCase()}:${sorted[1].toLowerCase()}`, sorted)
  }
  add(tokenIn, tokenOut)
  for (const middle of intermediates) {
    add(tokenIn, middle)
    add(middle, tokenOut)
  }
  return [...pairs.values()]
}

export async function fetchPairAddresses(client: PublicClient, factory: Address, multicall3: Address, tokenPairs: readonly (readonly [Address, Address])[]): Promise<PairRef[]> {
  const results = await client.multicall({
    contracts: tokenPairs.map(([a, b]) => getPairCall(factory, a, b)),
    allowFailure: true,
    multicallAddress: multicall3,
    batchSize: 0,
  })
  return results.flatMap((result, index) => {
    const [token0, token1] = tokenPairs[index]!
    return result.status === 'success' && result.result !== zeroAddress ? [{ address: result.result, token0, token1 }] : []
  })
}
