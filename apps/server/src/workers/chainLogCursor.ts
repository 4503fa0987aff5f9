import type { Db } from '../db/database.ts'
import type { TokenContext } from '../modules/token/tokenContext.ts'

/**
 * What the chain-log indexers share (the pair indexer, the liquidity indexer): a cursor per
 * indexer in worker_cursors, the block ranges a pass reads, and the times of the blocks it met.
 */

/** On first start an indexer looks this far back; later it resumes from its cursor. */
export const FIRST_LOOKBACK_BLOCKS = 50_000n
/** Keeps one getLogs call within what public RPC nodes allow. */
export const MAX_RANGE = 2_000n

export async function readCursor(db: Db, name: string): Promise<bigint | undefined> {
  const row = await db.selectFrom('worker_cursors').select('block_number').where('name', '=', name).executeTakeFirst()
  return row === undefined ? undefined : BigInt(row.block_number)
}

export async function writeCursor(db: Db, name: string, next: bigint): Promise<void> {
  await db
    .insertInto('worker_cursors')
    .values({ name, block_number: next.toString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ block_number: next.toString() }))
    .execute()
}

/**
 * Records that a pass which started at `startedAt` (the programme clock) has read to the head it
 * saw: every block mined before that moment has been read (decision 0037).
 */
export async function writeReadThrough(db: Db, name: string, startedAt: Date): Promise<void> {
  await db.updateTable('worker_cursors').set({ read_through: startedAt }).where('name', '=', name).execute()
}

/**
 * The earliest time to which every named indexer has read (see writeReadThrough); undefined while
 * one of them has not recorded a complete pass.
 */
export async function readThroughOf(db: Db, names: readonly string[]): Promise<Date | undefined> {
  const rows = await db.selectFrom('worker_cursors').select(['name', 'read_through']).where('name', 'in', names).execute()
  const times = rows.map((row) => row.read_through)
  if (times.length < new Set(names).size || times.some((time) => time === null)) return undefined
  return new Date(Math.min(...times.map((time) => time!.getTime())))
}

/**
 * The ranges of one pass, from the cursor less the reorg depth (re-read, so a shallow reorg is
 * corrected) to the head; `read` handles one range, then the cursor moves past it. Without a
 * cursor the first pass starts at `firstBlock`, by default FIRST_LOOKBACK_BLOCKS before the head.
 * Once every range is read, the cursor records the clock's time taken before the head was asked.
 */
export async function forEachNewRange(ctx: TokenContext, name: string, read: (from: bigint, to: bigint) => Promise<void>, firstBlock?: bigint): Promise<{ fromBlock: bigint; toBlock: bigint }> {
  // Taken before the head is read: a block mined before this moment is at or below that head.
  const startedAt = ctx.clock.now()
  // viem caches the block number for its polling interval; a pass must see the real head.
  const head = await ctx.client.getBlockNumber({ cacheTime: 0 })
  const cursor = await readCursor(ctx.db, name)
  const start = cursor === undefined ? (firstBlock ?? head - FIRST_LOOKBACK_BLOCKS) : cursor - BigInt(ctx.reorgDepth)
  const fromBlock = start < 0n ? 0n : start
  for (let from = fromBlock; from <= head; from += MAX_RANGE) {
    const to = from + MAX_RANGE - 1n < head ? from + MAX_RANGE - 1n : head
    await read(from, to)
    await writeCursor(ctx.db, name, to + 1n)
  }
  await writeReadThrough(ctx.db, name, startedAt)
  return { fromBlock, toBlock: head }
}

export async function readBlockTimes(ctx: TokenContext, numbers: bigint[]): Promise<Map<bigint, Date>> {
  const blocks = await Promise.all(numbers.map((blockNumber) => ctx.client.getBlock({ blockNumber })))
  return new Map(blocks.map((block) => [block.number, new Date(Number(block.timestamp) * 1000)]))
}
