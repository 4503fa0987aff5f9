import type { Address, Hex } from 'viem'
import { seededRandom } from '../../apps/server/src/test/seededRandom.ts'
import type { BenchChain } from './chain.ts'

export interface ReorgOutcome {
  /** Transactions the new blocks do not hold. */
  dropped: Hex[]
  /** Transactions mined again in the new blocks (perhaps in another of them). */
  moved: Hex[]
}

/** `from` lowercase. */
type Mined = { hash: Hex; raw: Hex; from: Address }

/**
 * anvil_reorg of the last `depth` blocks. Of their transactions, those `droppable` says the bench
 * may lose (deposits, payouts) are dropped at random; the rest go into the new blocks in their
 * order, each at a block drawn no earlier than the one before it. A sender's later transaction
 * follows its dropped one out: its nonce would have a gap.
 */
export async function reorgChain(chain: BenchChain, depth: number, seed: number, droppable: (transaction: { hash: Hex; from: Address }) => boolean): Promise<ReorgOutcome> {
  const random = seededRandom(seed)
  await chain.settlePool()
  const mined = await minedInLast(chain, depth)
  const out = new Set<string>()
  const kept: [Hex, number][] = []
  const outcome: ReorgOutcome = { dropped: [], moved: [] }
  let block = 0
  for (const transaction of mined) {
    if (out.has(transaction.from) || (droppable(transaction) && random.next() < 0.5)) {
      out.add(transaction.from)
      outcome.dropped.push(transaction.hash)
      continue
    }
    block = random.int(block, depth - 1)
    kept.push([transaction.raw, block])
    outcome.moved.push(transaction.hash)
  }
  await chain.testClient.request({ method: 'anvil_reorg' as never, params: [depth, kept] as never })
  return outcome
}

async function minedInLast(chain: BenchChain, depth: number): Promise<Mined[]> {
  const head = await chain.publicClient.getBlockNumber()
  const mined: Mined[] = []
  for (let number = head - BigInt(depth) + 1n; number <= head; number++) {
    const block = await chain.publicClient.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      const raw = (await chain.publicClient.request({ method: 'eth_getRawTransactionByHash' as never, params: [transaction.hash] as never })) as Hex
      mined.push({ hash: transaction.hash, raw, from: transaction.from.toLowerCase() as Address })
    }
  }
  return mined
}
