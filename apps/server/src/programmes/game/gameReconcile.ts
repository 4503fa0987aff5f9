import { sql } from 'kysely'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { GameService } from './gameService.ts'
import { gameTables } from './game.table.ts'
import { settleGameTransfer } from './gameTransfers.ts'

export interface GameReconcileParameters {
  /** Transfers pending since before this instant are settled; by default now − reconcile_after_seconds. */
  before?: Date
  /** At most this many per pass (oldest first). */
  limit?: number
}

export interface GameReconcileReturnType {
  confirmed: number
  reversed: number
  /** The service gave no answer: these stay pending for the next pass. */
  unreachable: number
}

/**
 * Settles pending transfers against the game service's own record: `settle(key)` answers the
 * key's outcome, and decides a key it never saw as voided, so no late attempt can apply it after
 * we give the money back. Applied confirms; refused or voided reverses; no answer leaves it pending.
 * Safe beside the outbox: whichever settles a transfer first moves it, the other finds it settled.
 */
export async function reconcileGameTransfers(ctx: ProgrammeContext, service: GameService, { before, limit = 100 }: GameReconcileParameters = {}): Promise<GameReconcileReturnType> {
  const config = await ctx.configs.get('game')
  const cutoff = before ?? new Date(ctx.clock.now().getTime() - config.reconcile_after_seconds * 1000)
  const pending = await gameTables(ctx.db)
    .selectFrom('game_transfers')
    .select('key')
    .where('status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  const result: GameReconcileReturnType = { confirmed: 0, reversed: 0, unreachable: 0 }
  for (const { key } of pending) {
    let outcome
    try {
      outcome = await service.settle(key)
    } catch {
      result.unreachable++
      continue
    }
    const to = outcome.status === 'applied' ? 'confirmed' : 'reversed'
    const reason = outcome.status === 'applied' ? undefined : `reconciled: ${outcome.status === 'refused' ? `refused: ${outcome.reason}` : 'voided'}`
    const settled = await ctx.db.transaction().execute((trx) => settleGameTransfer(trx, key, to, 'reconciliation', ctx.clock.now(), reason))
    if (settled === 'settled') result[to]++
  }
  return result
}

/** Pending transfers of the oldest first, for the operators' view and the tests. */
export async function pendingGameTransferCount(ctx: Pick<ProgrammeContext, 'db'>): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*)::text as count from game_transfers where status = 'pending'`.execute(ctx.db)
  return Number(rows[0]?.count ?? 0)
}
