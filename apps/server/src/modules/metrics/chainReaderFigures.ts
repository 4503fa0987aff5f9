import type { FigureGroup, FigureRound } from './figureRound.ts'
import type { FigureSources } from './figureSources.ts'

/**
 * How far each chain reader (the deposit watcher, the pair and liquidity indexers: a cursor each in
 * worker_cursors) is behind the node's head. A cursor is the next block its reader reads, so a
 * reader that has read the head is 0 behind; the deposit watcher waits for confirmations and so
 * stays DEPOSIT_CONFIRMATIONS − 1 behind when it keeps up.
 */
export function chainReaderFigures(round: FigureRound, sources: FigureSources): FigureGroup {
  const head = round.gauge({ name: 'hapdex_chain_head_block', help: "The chain node's latest block number, as this process reads it." })
  const lag = round.gauge({
    name: 'hapdex_chain_reader_lag_blocks',
    help: "Blocks mined that a chain reader has not read yet (head + 1 − its cursor), by reader (its worker_cursors name); the deposit watcher's includes its confirmation depth less one. Negative: the node is behind the database.",
    labelNames: ['reader'],
  })
  return {
    name: 'chain_readers',
    gauges: [head, lag],
    async read() {
      const [latest, cursors] = await Promise.all([
        // viem caches the block number for its polling interval: a scrape reads the real head.
        sources.publicClient.getBlockNumber({ cacheTime: 0 }),
        sources.db.selectFrom('worker_cursors').select(['name', 'block_number']).execute(),
      ])
      // Block numbers, not money: far below 2^53 on any chain.
      return () => {
        head.set(Number(latest))
        for (const cursor of cursors) lag.set({ reader: cursor.name }, Number(latest + 1n - BigInt(cursor.block_number)))
      }
    },
  }
}
