import { gameTransferSignedParams } from '@hapdex/core/api/game'
import { signedActionMessage, signedActionTitles } from '@hapdex/core/api/signedAction'
import { keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { issueActionNonce } from '../../apps/server/src/auth/signedAction.ts'
import { userBalances } from '../../apps/server/src/modules/wallet/ledger.ts'
import { ensureUser } from '../../apps/server/src/modules/user/user.service.ts'
import { creditForTest } from '../../apps/server/src/test/walletTestKit.ts'
import type { SeededRandom } from '../../apps/server/src/test/seededRandom.ts'
import type { Programmes } from '../../apps/server/src/programmes/base/createProgrammes.ts'
import { claimDueJob } from '../../apps/server/src/programmes/base/outbox/outboxJobs.repo.ts'
import { outboxHandlers } from '../../apps/server/src/programmes/base/outbox/outboxHandler.ts'
import { runOutboxOnce } from '../../apps/server/src/programmes/base/outbox/runOutboxOnce.ts'
import type { MovableClock } from '../../apps/server/src/programmes/base/clock.ts'
import { DefiniteFailureError } from '../../apps/server/src/programmes/base/outbox/outboxErrors.ts'
import { reconcileGameTransfers } from '../../apps/server/src/programmes/game/gameReconcile.ts'
import { requestGameTransfer } from '../../apps/server/src/programmes/game/game.service.ts'
import { gameTables } from '../../apps/server/src/programmes/game/game.table.ts'
import { GAME_OUTBOX_KIND, gamePurposes } from '../../apps/server/src/programmes/game/gameTransfers.ts'
import type { simulatedGame } from './simulatedGame.ts'

export interface ScheduleWorld {
  programmes: Programmes
  clock: MovableClock
  game: ReturnType<typeof simulatedGame>
  tokenId: number
}

export interface ScheduleResult {
  transfers: number
  /** Transfers confirmed on our side that the game never applied, or left unsettled; users whose sum came out short. */
  lost: number
  /** Transfers the game applied that we gave back; users whose sum came out long. */
  doubled: number
  events: number
}

type Event = 'request' | 'outbox' | 'advance' | 'reconcile' | 'kill-after-claim' | 'kill-after-run' | 'duplicate-reply'
const sideEvents: readonly Event[] = ['outbox', 'outbox', 'outbox', 'advance', 'advance', 'reconcile', 'kill-after-claim', 'kill-after-run', 'duplicate-reply']
const E18 = 10n ** 18n

/**
 * One random interleaving: two fresh players ask for 1 to 5 transfers in and out, between outbox
 * passes (whose calls the wire fails as drawn), clock moves, reconciliation passes over whatever
 * is old enough, our runner killed after claiming or after the call, and replies processed twice.
 * Then the service heals and everything is settled; each transfer and each player is checked.
 */
export async function runSchedule(world: ScheduleWorld, random: SeededRandom, index: number): Promise<ScheduleResult> {
  const { programmes, clock, game, tokenId } = world
  const ctx = programmes.ctx
  const runner = { db: ctx.db, clock, handlers: outboxHandlers(programmes.registry.outbox) }
  const handler = programmes.registry.outbox.find((candidate) => candidate.kind === GAME_OUTBOX_KIND)
  if (handler === undefined) throw new Error('the game programme declares no outbox handler')
  game.wound()

  const players = []
  for (const n of [0, 1]) {
    const signer = privateKeyToAccount(keccak256(stringToHex(`game faults ${index} ${n}`)))
    const { user } = await ensureUser(ctx.db, signer.address)
    const usable = random.bigint(50n * E18, 900n * E18)
    const inGame = random.bigint(0n, 900n * E18)
    await creditForTest(ctx.db, user.id, tokenId, usable, `game-faults-${index}-${n}`)
    game.seed(signer.address, inGame)
    players.push({ signer, session: { id: user.id, address: signer.address, tokenHash: '', console: false }, start: usable + inGame })
  }

  const wanted = random.int(1, 5)
  const events: Event[] = Array.from({ length: wanted }, () => 'request' as const)
  for (let count = random.int(wanted, wanted * 4); count > 0; count--) events.push(random.pick(sideEvents))
  for (let i = events.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[events[i], events[j]] = [events[j]!, events[i]!]
  }

  for (const event of events) {
    switch (event) {
      case 'request': {
        const player = random.pick(players)
        const direction = random.pick(['in', 'out'] as const)
        const units = random.bigint(E18, 300n * E18)
        const amount = `${units / E18}.${(units % E18).toString().padStart(18, '0')}`
        const { nonce, expires_at } = await issueActionNonce(ctx.db, player.session.id)
        const title = direction === 'in' ? signedActionTitles.gameTransferIn : signedActionTitles.gameTransferOut
        const signature = await player.signer.signMessage({ message: signedActionMessage({ title, params: gameTransferSignedParams({ amount }), nonce, expiresAt: expires_at }) })
        // Refusals (above balance, the service down for an 'out' check) move nothing and are part of the schedule.
        await requestGameTransfer(ctx, player.session, direction, { amount, nonce, expires_at, signature }).catch(() => undefined)
        break
      }
      case 'outbox':
        await runOutboxOnce(runner)
        break
      case 'advance':
        clock.advance(random.int(1, 400))
        break
      case 'reconcile':
        await reconcileGameTransfers(ctx, game.service, { before: new Date(clock.now().getTime() - random.int(0, 600) * 1000) })
        break
      case 'kill-after-claim':
        // A runner claims the oldest due job and dies before calling: its lease brings it back.
        await claimDueJob(ctx.db, new Map([[GAME_OUTBOX_KIND, 30]]), clock.now())
        break
      case 'kill-after-run':
        // A runner dies after the call and before recording its outcome.
        await runOutboxOnce(runner, { limit: 1, hooks: { afterRun: () => Promise.reject(new Error('killed')) } }).catch(() => undefined)
        break
      case 'duplicate-reply': {
        // The answer of a settled transfer processed once more, by whichever path settled it.
        const settled = await gameTables(ctx.db).selectFrom('game_transfers').select(['key', 'status']).where('user_id', 'in', players.map((p) => p.session.id)).where('status', '!=', 'pending').execute()
        if (settled.length === 0) break
        const { key, status } = random.pick(settled)
        const job = { id: '0', kind: GAME_OUTBOX_KIND, key, payload: {}, attempt: 99, createdAt: clock.now() }
        await ctx.db.transaction().execute((trx) => (status === 'confirmed' ? handler.onDone!(trx, job, undefined) : handler.onDefiniteFailure!(trx, job, new DefiniteFailureError('refused: duplicate'))))
        break
      }
    }
  }

  // The service is back and stays up: retries, leases and reconciliation settle everything.
  game.heal()
  for (let round = 0; round < 30; round++) {
    clock.advance(400)
    while (true) {
      const pass = await runOutboxOnce(runner)
      if (pass.done + pass.retried + pass.dead.length + pass.superseded === 0) break
    }
    await reconcileGameTransfers(ctx, game.service, { before: new Date(clock.now().getTime() + 1), limit: 1_000 })
    const pending = await gameTables(ctx.db).selectFrom('game_transfers').select('id').where('status', '=', 'pending').where('user_id', 'in', players.map((p) => p.session.id)).execute()
    if (pending.length === 0) break
  }

  const result: ScheduleResult = { transfers: 0, lost: 0, doubled: 0, events: events.length }
  const applied = game.book().appliedKeys()
  for (const player of players) {
    const rows = await gameTables(ctx.db).selectFrom('game_transfers').select(['key', 'status', 'fee']).where('user_id', '=', player.session.id).execute()
    result.transfers += rows.length
    let fees = 0n
    for (const row of rows) {
      const inGame = applied.has(row.key)
      if (row.status === 'pending' || (row.status === 'confirmed' && !inGame)) result.lost++
      if (row.status === 'reversed' && inGame) result.doubled++
      if (row.status === 'confirmed') fees += BigInt(row.fee)
    }
    const balances = await userPurposes(ctx.db, player.session.id, tokenId)
    const sum = balances + game.book().balance(player.signer.address)
    if (sum < player.start - fees) result.lost++
    if (sum > player.start - fees) result.doubled++
  }
  return result
}

/** usable and the two pending purposes of a player (pending ones are zero once everything settled). */
async function userPurposes(db: Programmes['ctx']['db'], userId: number, tokenId: number): Promise<bigint> {
  const usable = (await userBalances(db, userId)).get(tokenId)?.usable ?? 0n
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', userId)
    .where('token_id', '=', tokenId)
    .where('purpose', 'in', [gamePurposes.outgoing, gamePurposes.incoming])
    .execute()
  return rows.reduce((sum, row) => sum + BigInt(row.balance), usable)
}
