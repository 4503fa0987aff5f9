import { describe, expect, it } from 'vitest'
import { lastBlockBefore } from './lastBlockBefore.ts'

/** A chain whose block n is stamped stamps[n] (seconds), as getBlock answers it; counts the reads. */
function chainOf(stamps: readonly number[]) {
  let reads = 0
  const block = (number: number) => ({ number: BigInt(number), timestamp: BigInt(stamps[number]!) })
  const client = {
    getBlock: (async (parameters: { blockNumber?: bigint; blockTag?: string }) => {
      reads++
      return block(parameters.blockNumber === undefined ? stamps.length - 1 : Number(parameters.blockNumber))
    }) as never,
  }
  return { client, reads: () => reads }
}

const at = (seconds: number) => new Date(seconds * 1000)

describe('lastBlockBefore', () => {
  // Blocks share stamps (an automining devnet) and leave gaps (a moved clock).
  const stamps = [100, 103, 103, 103, 110, 250, 251, 251, 900, 901]

  it('finds the last block stamped before the moment, also among blocks that share a stamp', async () => {
    expect(await lastBlockBefore(chainOf(stamps).client, at(104))).toBe(3n)
    expect(await lastBlockBefore(chainOf(stamps).client, at(103))).toBe(0n)
    expect(await lastBlockBefore(chainOf(stamps).client, at(251))).toBe(5n)
    expect(await lastBlockBefore(chainOf(stamps).client, at(252))).toBe(7n)
    expect(await lastBlockBefore(chainOf(stamps).client, at(899))).toBe(7n)
  })

  it('answers the latest block when the chain has not reached the moment, none when genesis is not before it', async () => {
    expect(await lastBlockBefore(chainOf(stamps).client, at(5_000))).toBe(9n)
    expect(await lastBlockBefore(chainOf(stamps).client, at(100))).toBeUndefined()
  })

  it('reads about log2 of the height in headers', async () => {
    const long = Array.from({ length: 100_000 }, (_, n) => 1_000 + 3 * n)
    const chain = chainOf(long)
    expect(await lastBlockBefore(chain.client, at(1_000 + 3 * 61_234 + 1))).toBe(61_234n)
    expect(chain.reads()).toBeLessThanOrEqual(2 + 17)
  })
})
