import { billBehaviors } from '@hapdex/core/api/wallet'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { postLedgerTransaction, type LedgerGuard, type Posting } from '../../modules/wallet/ledger.ts'
import { DefiniteFailureError } from '../base/outbox/outboxErrors.ts'
import { defineOutboxHandler, type OutboxHandler } from '../base/outbox/outboxHandler.ts'
import { payFromPool } from '../base/pools/payFromPool.ts'
import { addToFundedBalance, lockSystemAccount } from '../base/pools/systemBalance.ts'
import type { GameDirection, GameService } from './gameService.ts'
import { gameTables, type GameTransferState } from './game.table.ts'

/**
 * A game transfer's state machine on our side (docs/decisions/0031-game.md). Phase one, in the
 * request's transaction: our side of the money moves to a pending purpose of the user and the
 * call to the game service is enqueued in the outbox under the transfer's key. Phase two, once
 * the service decided (the outbox's answer or reconciliation): confirmed, or reversed.
 *
 *   in:  usable -A -> game_outgoing +A;  confirm: game_outgoing -A -> game_pool +R, income +F;  reverse: -> usable +A
 *   out: game_pool -A -> game_incoming +A;  confirm: game_incoming -A -> usable +R, income +F;  reverse: -> game_pool +A
 *
 * A is the amount asked for, F = A × fee_rate rounded up, R = A − F what the receiving side
 * gets. The game balance moves by R ('in') or by A ('out'): what we send the service.
 */
export const GAME_POOL = 'game_pool'
export const gamePurposes = { outgoing: 'game_outgoing', incoming: 'game_incoming' } as const
export const GAME_OUTBOX_KIND = 'game.transfer'

export interface GameTransferPayload {
  transfer_id: string
  address: string
  direction: GameDirection
  /** Base units the game balance moves by, as a decimal string. */
  units: string
}

export interface NewGameTransfer {
  key: string
  userId: number
  address: string
  tokenId: number
  direction: GameDirection
  amount: bigint
  fee: bigint
}

/** What the game balance moves by for a transfer. */
export const gameUnitsOf = (transfer: { direction: GameDirection; amount: bigint; fee: bigint }) => (transfer.direction === 'in' ? transfer.amount - transfer.fee : transfer.amount)

/**
 * Phase one, inside the caller's transaction: the posting consumes the signed action's nonce
 * (`guard`), so a replayed signature moves nothing. Returns the transfer's id; the caller
 * enqueues the outbox job in the same transaction (enqueueGameTransfer).
 */
export async function openGameTransfer(trx: Db, transfer: NewGameTransfer, guard: LedgerGuard, at: Date): Promise<string> {
  const { key, userId, tokenId, amount } = transfer
  if (transfer.direction === 'in') {
    const posted = await postLedgerTransaction(
      trx,
      {
        idempotencyKey: key,
        kind: 'game_transfer_in',
        guard,
        postings: [
          { owner: 'user', userId, purpose: 'usable', tokenId, amount: -amount },
          { owner: 'user', userId, purpose: gamePurposes.outgoing, tokenId, amount },
        ],
      },
      { bills: [{ userId, tokenId, behavior: billBehaviors.gameTransferIn, amount, usableChange: -amount }] },
    )
    if (posted === undefined) throw new ApiError('action.nonce_invalid')
  } else {
    // Reserved from the pool now, so a confirmed transfer out can always be paid.
    const posted = await payFromPool(trx, { pool: GAME_POOL, tokenId, idempotencyKey: key, kind: 'game_transfer_out', guard, credits: [{ userId, purpose: gamePurposes.incoming, amount }] })
    if (posted === undefined) throw new ApiError('action.nonce_invalid')
  }
  const row = await gameTables(trx)
    .insertInto('game_transfers')
    .values({ key, user_id: userId, address: transfer.address.toLowerCase(), token_id: tokenId, direction: transfer.direction, amount: amount.toString(), fee: transfer.fee.toString(), real_amount: (amount - transfer.fee).toString(), created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

export type SettledBy = 'outbox' | 'reconciliation'

/**
 * Phase two. Moves a pending transfer to `to` and posts its side of the money, once: the
 * conditional update decides between racing settlers (the outbox's answer, a duplicate of it,
 * reconciliation), and only the one that moved the row posts. Returns the state it found when
 * it did nothing. Settling a transfer the other way than it was settled is refused loudly: it
 * would mean the service answered two outcomes for one key.
 */
export async function settleGameTransfer(trx: Db, key: string, to: Exclude<GameTransferState, 'pending'>, by: SettledBy, at: Date, reason?: string): Promise<'settled' | GameTransferState> {
  const row = await gameTables(trx)
    .updateTable('game_transfers')
    .set({ status: to, settled_by: by, settled_at: at, reason: reason ?? null })
    .where('key', '=', key)
    .where('status', '=', 'pending')
    .returning(['user_id', 'token_id', 'direction', 'amount', 'fee'])
    .executeTakeFirst()
  if (row === undefined) {
    const found = await gameTables(trx).selectFrom('game_transfers').select('status').where('key', '=', key).executeTakeFirst()
    if (found === undefined) throw new Error(`game transfer ${key} does not exist`)
    if (found.status !== to) throw new Error(`game transfer ${key} is ${found.status}, and the game service now says ${to}`)
    return found.status
  }
  const userId = row.user_id
  const tokenId = row.token_id
  const amount = BigInt(row.amount)
  const fee = BigInt(row.fee)
  const pending = row.direction === 'in' ? gamePurposes.outgoing : gamePurposes.incoming
  const release: Posting = { owner: 'user', userId, purpose: pending, tokenId, amount: -amount }
  const feePosting: Posting[] = fee > 0n ? [{ owner: 'system', purpose: 'income', tokenId, amount: fee }] : []
  let postings: Posting[]
  let poolDelta = 0n
  let bill: { behavior: (typeof billBehaviors)[keyof typeof billBehaviors]; amount: bigint } | undefined
  if (to === 'confirmed' && row.direction === 'in') {
    postings = [release, { owner: 'system', purpose: GAME_POOL, tokenId, amount: amount - fee }, ...feePosting]
    poolDelta = amount - fee
  } else if (to === 'confirmed') {
    postings = [release, { owner: 'user', userId, purpose: 'usable', tokenId, amount: amount - fee }, ...feePosting]
    bill = { behavior: billBehaviors.gameTransferOut, amount: amount - fee }
  } else if (row.direction === 'in') {
    postings = [release, { owner: 'user', userId, purpose: 'usable', tokenId, amount }]
    bill = { behavior: billBehaviors.gameTransferRefund, amount }
  } else {
    postings = [release, { owner: 'system', purpose: GAME_POOL, tokenId, amount }]
    poolDelta = amount
  }
  if (poolDelta > 0n) await lockSystemAccount(trx, GAME_POOL, tokenId)
  const posted = await postLedgerTransaction(
    trx,
    { idempotencyKey: `${key}:${to}`, kind: `game_transfer_${to}`, postings },
    { bills: bill === undefined ? [] : [{ userId, tokenId, behavior: bill.behavior, amount: bill.amount, usableChange: bill.amount }] },
  )
  if (posted === undefined) throw new Error(`game transfer ${key}: its ${to} posting exists while the row was pending`)
  if (poolDelta > 0n) await addToFundedBalance(trx, GAME_POOL, tokenId, poolDelta)
  return 'settled'
}

/**
 * The outbox's handler: calls the service with the transfer's key. Applied confirms; refused or
 * voided (a reconciliation decided the key first) is a definite failure and reverses; no answer
 * (down, timeout, a 5xx) is retried with the same key, and the service answers a repeat with
 * its first outcome, so an attempt that timed out after the service committed confirms on the next.
 */
export function gameTransferHandler(service: () => GameService, now: () => Date): OutboxHandler<GameTransferPayload, void> {
  return defineOutboxHandler<GameTransferPayload>({
    kind: GAME_OUTBOX_KIND,
    // 10 s doubling to 5 min, 8 attempts (about 13 min), each under a 30 s lease; reconciliation takes over after reconcile_after_seconds.
    retry: { maxAttempts: 8, firstDelaySeconds: 10, maxDelaySeconds: 300, leaseSeconds: 30 },
    async run(job, signal) {
      const outcome = await service().transfer({ key: job.key, address: job.payload.address, direction: job.payload.direction, amount: BigInt(job.payload.units) }, signal)
      if (outcome.status === 'refused') throw new DefiniteFailureError(`refused: ${outcome.reason}`)
      if (outcome.status === 'voided') throw new DefiniteFailureError('voided: settled by reconciliation before this attempt')
    },
    async onDone(trx, job) {
      await settleGameTransfer(trx, job.key, 'confirmed', 'outbox', now())
    },
    async onDefiniteFailure(trx, job, error) {
      await settleGameTransfer(trx, job.key, 'reversed', 'outbox', now(), error.message.slice(0, 200))
    },
  })
}
