import { createPairGraph, type PairGraph } from '@hapdex/core/amm/pairGraph'
import type { PairRef } from './pairAddresses.ts'
import { readReserves, type ReadResults } from './chainReads.ts'

/** The routing graph of the pairs whose reserves were read in this poll. */
export function pairGraphFromReads(pairs: readonly PairRef[], reads: ReadResults | undefined): PairGraph | undefined {
  if (!reads) return undefined
  return createPairGraph(
    pairs.flatMap((pair) => {
      const reserves = readReserves(reads, pair.address)
      return reserves ? [{ address: pair.address, token0: pair.token0, token1: pair.token1, reserve0: reserves.reserve0, reserve1: reserves.reserve1 }] : []
    }),
  )
}
