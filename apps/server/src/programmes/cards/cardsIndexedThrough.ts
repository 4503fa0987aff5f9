import { readThroughOf } from '../../workers/chainLogCursor.ts'
import { liquidityIndexerCursor } from '../../workers/liquidityIndexer.ts'
import { pairIndexerCursor } from '../../workers/pairIndexer.ts'
import { DayNotReadyError } from '../base/settlement/dayNotReady.ts'
import type { SettlementDay } from '../base/settlement/settlementJob.ts'

/**
 * How long after a block's timestamp the indexers may first see the block: the RPC node's lag
 * behind the chain's head and a producer's clock running behind ours. A pass that started this
 * long after the day's end has read every block timed before it (decision 0037).
 */
export const BLOCK_VISIBLE_WITHIN_MS = 30_000

/**
 * cards.daily reads the pair indexer's Syncs and the liquidity indexer's LP movements and Taxed
 * events of the day: it waits (DayNotReadyError, the day stays open) until both indexers have
 * completed a pass that started, on the programme clock, at least BLOCK_VISIBLE_WITHIN_MS after
 * the day's end. Otherwise a run just after midnight would miss the day's last trades.
 */
export async function requireIndexedThrough(day: SettlementDay, chainId: number): Promise<void> {
  const needed = new Date(day.end.getTime() + BLOCK_VISIBLE_WITHIN_MS)
  const through = await readThroughOf(day.ctx.db, [pairIndexerCursor(chainId), liquidityIndexerCursor(chainId)])
  if (through !== undefined && through >= needed) return
  const read = through === undefined ? 'have not completed a pass yet' : `have read the chain through ${through.toISOString()}`
  throw new DayNotReadyError(`the pair and liquidity indexers ${read}; ${day.day} is settled once they read past ${needed.toISOString()} (the day's end and ${BLOCK_VISIBLE_WITHIN_MS / 1000} s)`)
}
