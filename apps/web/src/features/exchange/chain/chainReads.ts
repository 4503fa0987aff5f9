import type { Address, PublicClient } from 'viem'
import { readKey, toContractCall, type ReadRequest, type Reserves } from './readRequests.ts'

export type ReadResults = {
  /** By `readKey`; a failed call is missing (spec 8: chain read failures read as nothing). */
  readonly values: ReadonlyMap<string, bigint | Reserves>
}

export async function fetchChainReads(client: PublicClient, requests: readonly ReadRequest[], multicall3: Address): Promise<ReadResults> {
  const results = await client.multicall({
    contracts: requests.map((request) => toContractCall(request, multicall3)),
    allowFailure: true,
    multicallAddress: multicall3,
    // One aggregate per cycle, whatever the number of reads.
    batchSize: 0,
  })
  const values = new Map<string, bigint | Reserves>()
  results.forEach((result, index) => {
    const request = requests[index]!
    if (result.status !== 'success') return
    const value = result.result as unknown
    values.set(readKey(request), Array.isArray(value) ? { reserve0: value[0] as bigint, reserve1: value[1] as bigint } : (value as bigint))
  })
  return { values }
}

export function readBigint(results: ReadResults | undefined, request: ReadRequest): bigint | undefined {
  const value = results?.values.get(readKey(request))
  return typeof value === 'bigint' ? value : undefined
}

export function readReserves(results: ReadResults | undefined, pair: Address): Reserves | undefined {
  const value = results?.values.get(readKey({ kind: 'reserves', pair }))
  return typeof value === 'object' ? value : undefined
}
