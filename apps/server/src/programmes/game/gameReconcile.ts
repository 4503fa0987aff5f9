import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { audited } from '../../modules/admin/audit/operatorAudit.ts'
import { toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { GameService } from './gameService.ts'
import { gameTables, type GameTransferState } from './game.table.ts'
import { settleGameTransfer } from './gameTransfers.ts'

export interface GameReconcileParameters {
  /** Transfers pending since before this instant are settled; by default now − reconcile_after_seconds. */
  before?: Date
  /** At most this many per pass (oldest first). */
  limit?: number
  /** An operator's pass: each transfer it settles is audited in the transaction that settles it. */
  actor?: string
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
export async function reconcileGameTransfers(ctx: ProgrammeContext, service: GameService, { before, limit = 100, actor }: GameReconcileParameters = {}): Promise<GameReconcileReturnType> {
  const [config, tokens] = await Promise.all([ctx.configs.get('game'), ctx.tokens.all()])
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
    const settle = (trx: Db) => settleGameTransfer(trx, key, to, 'reconciliation', ctx.clock.now(), reason)
    const settled = actor === undefined ? await ctx.db.transaction().execute(settle) : await auditedSettle(ctx.db, actor, key, tokens, settle)
    if (settled === 'settled') result[to]++
  }
  return result
}

/** An operator's settlement of one transfer with its audit entry (the transfer before and after); one that was settled meanwhile changes nothing and writes none. */
function auditedSettle(db: Db, actor: string, key: string, tokens: readonly TokenSettings[], settle: (trx: Db) => Promise<string>) {
  let id = ''
  const read = async (trx: Db) => {
    const [transfer] = await transferViews(trx, tokens, (query) => query.where('key', '=', key))
    id = String(transfer?.id ?? '')
    return transfer ?? null
  }
  return audited(db, () => ({ actor, action: 'game.reconcile', target: `game_transfer:${id}` }), read, settle, { onlyChanges: true })
}

type TransferQuery = ReturnType<typeof selectTransfers>
const selectTransfers = (db: Db) => gameTables(db).selectFrom('game_transfers')

/** Transfers as operators read them: amounts in tokens with the token's symbol. */
async function transferViews(db: Db, tokens: readonly TokenSettings[], where: (query: TransferQuery) => TransferQuery) {
  const rows = await where(selectTransfers(db))
    .select(['id', 'address', 'token_id', 'direction', 'amount', 'fee', 'real_amount', 'status', 'settled_by', 'reason', 'created_at', 'settled_at'])
    .execute()
  return rows.map((row) => {
    const token = tokens.find((candidate) => candidate.id === row.token_id)
    const inTokens = (value: string) => (token === undefined ? value : toDecimal(BigInt(value), token))
    return {
      id: Number(row.id),
      address: row.address,
      token: token?.symbol ?? String(row.token_id),
      direction: row.direction,
      amount: inTokens(String(row.amount)),
      fee: inTokens(String(row.fee)),
      real_amount: inTokens(String(row.real_amount)),
      status: row.status,
      settled_by: row.settled_by,
      reason: row.reason,
      created_at: row.created_at.toISOString(),
      settled_at: row.settled_at?.toISOString() ?? null,
    }
  })
}

/**
 * The operators' list: one status at a time, pending oldest first (the next to reconcile), the
 * others newest first; the count of every status for the filter.
 */
export async function adminGameTransfers(ctx: ProgrammeContext, input: { status: GameTransferState; page: number; page_size: number }) {
  const tokens = await ctx.tokens.all()
  const order = input.status === 'pending' ? 'asc' : 'desc'
  const [list, countRows] = await Promise.all([
    transferViews(ctx.db, tokens, (query) =>
      query
        .where('status', '=', input.status)
        .orderBy('created_at', order)
        .orderBy('id', order)
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
    ),
    gameTables(ctx.db).selectFrom('game_transfers').select(['status', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('status').execute(),
  ])
  const counts: Record<string, number> = { pending: 0, confirmed: 0, reversed: 0 }
  for (const row of countRows) counts[row.status] = Number(row.count)
  return { list, total: counts[input.status] ?? 0, counts, page: input.page, page_size: input.page_size }
}

/** Pending transfers of the oldest first, for the operators' view and the tests. */
export async function pendingGameTransferCount(ctx: Pick<ProgrammeContext, 'db'>): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*)::text as count from game_transfers where status = 'pending'`.execute(ctx.db)
  return Number(rows[0]?.count ?? 0)
}
