import type { PublicClient } from 'viem'

/**
 * The number of the chain's last block stamped before `moment` (block timestamps never go back),
 * found by bisection: about log2(height) header reads, once per day and token priced this way.
 * Undefined when even the genesis block is not before it.
 */
export async function lastBlockBefore(client: Pick<PublicClient, 'getBlock'>, moment: Date): Promise<bigint | undefined> {
  const target = BigInt(Math.floor(moment.getTime() / 1000))
  const stampOf = async (blockNumber: bigint) => (await client.getBlock({ blockNumber })).timestamp
  const latest = await client.getBlock({ blockTag: 'latest' })
  if (latest.timestamp < target) return latest.number
  if ((await stampOf(0n)) >= target) return undefined
  // Invariant: block `low` is before the moment, block `high` is not.
  let low = 0n
  let high = latest.number
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if ((await stampOf(middle)) < target) low = middle
    else high = middle
  }
  return low
}
