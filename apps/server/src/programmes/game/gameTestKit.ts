import { gameTransferSignedParams } from '@hapdex/core/api/game'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { DEVNET_GAME_SERVICE_SECRET } from '../../config.ts'
import { fileGameStore } from '../../gameStandIn/gameStore.ts'
import { startGameStandIn, type RunningGameStandIn } from '../../gameStandIn/gameStandInServer.ts'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { account } from '../../test/signIn.ts'
import type { programmeSuite } from '../../test/programmeTestKit.ts'
import { outboxHandlers } from '../base/outbox/outboxHandler.ts'
import { runOutboxOnce, type RunOutboxOnceOptions } from '../base/outbox/runOutboxOnce.ts'
import { reconcileGameTransfers } from './gameReconcile.ts'
import { GameServiceError, httpGameService, type GameService, type GameTransferCall, type GameTransferOutcome } from './gameService.ts'
import { gameTables } from './game.table.ts'

type Suite = ReturnType<typeof programmeSuite>

/** What the wrapper does to the next transfer call (settle and getNumber pass unless the service is down). */
export type GameFault = 'down' | 'timeout-after-commit' | 'duplicate-delivery'

/**
 * The stand-in game service over real HTTP, behind a wrapper the fault tests steer: the next
 * transfer calls fail as listed, or every call while `down` is set. The stand-in keeps its
 * books in a folder of its own, so `restart` stops it and starts it again on them.
 */
export function faultyGameService() {
  const dir = mkdtempSync(join(tmpdir(), 'hapdex-game-'))
  let standIn: RunningGameStandIn | undefined
  let client: GameService | undefined
  const faults: GameFault[] = []
  const calls: GameTransferCall[] = []
  let down = false
  const inner = () => {
    if (down || client === undefined) throw new GameServiceError('connect ECONNREFUSED (the game service is down)')
    return client
  }
  const service: GameService = {
    balance: (address, signal) => Promise.resolve().then(() => inner().balance(address, signal)),
    settle: (key, signal) => Promise.resolve().then(() => inner().settle(key, signal)),
    async transfer(call, signal): Promise<GameTransferOutcome> {
      calls.push(call)
      const fault = faults.shift()
      if (fault === 'down') throw new GameServiceError('connect ECONNREFUSED (one call)')
      const outcome = await inner().transfer(call, signal)
      if (fault === 'timeout-after-commit') throw new GameServiceError('the game service committed, then the answer timed out')
      if (fault === 'duplicate-delivery') return inner().transfer(call, signal)
      return outcome
    },
  }
  const kit = {
    dir,
    service,
    calls,
    /** Faults for the next transfer calls, in order. */
    next: (...list: GameFault[]) => faults.push(...list),
    setDown: (value: boolean) => {
      down = value
    },
    url: () => standIn?.url ?? '',
    book: () => {
      if (standIn === undefined) throw new Error('the stand-in is not running')
      return standIn.book()
    },
    async start(seed: ReadonlyArray<readonly [string, bigint]> = []) {
      standIn = await startGameStandIn({ store: fileGameStore(dir), secret: DEVNET_GAME_SERVICE_SECRET, seed })
      client = httpGameService({ url: standIn.url, secret: DEVNET_GAME_SERVICE_SECRET, timeoutMs: 5_000 })
    },
    async stop() {
      await standIn?.close()
      standIn = undefined
      client = undefined
    },
    /** Stops the service and starts it again on the same books (a new port, as a restarted process may get). */
    async restart() {
      await kit.stop()
      await kit.start()
    },
  }
  return kit
}

export type FaultyGame = ReturnType<typeof faultyGameService>

/** Starts the stand-in before the suite's app is built (call before programmeSuite) and stops it after. */
export function useGameStandIn(game: FaultyGame, seed: () => ReadonlyArray<readonly [string, bigint]>) {
  beforeAll(() => game.start(seed()))
  afterAll(async () => {
    await game.stop()
    rmSync(game.dir, { recursive: true, force: true })
  })
}

/** The user-side actions and readings of the game tests. */
export function gameActions(s: Suite, game: FaultyGame, tokenId: number) {
  const actions = {
    transferBody: async (i: number, direction: 'in' | 'out', amount: string) => ({
      amount,
      ...(await s.signed(i, direction === 'in' ? signedActionTitles.gameTransferIn : signedActionTitles.gameTransferOut, gameTransferSignedParams({ amount }))),
    }),
    transfer: async (i: number, direction: 'in' | 'out', amount: string) => s.post(`/api/game/transfer/${direction}`, i, await actions.transferBody(i, direction, amount)),
    usable: async (i: number) => (await userBalances(s.db, s.ids[i]!)).get(tokenId)?.usable ?? 0n,
    gameBalance: (i: number) => game.book().balance(account(i).address),
    /** One pass of the outbox with the app's own handlers, as the worker runs it. */
    runOutbox: (options: RunOutboxOnceOptions = {}) => runOutboxOnce({ db: s.db, clock: s.t.clock, handlers: outboxHandlers(s.t.programmes.registry.outbox) }, options),
    reconcile: () => reconcileGameTransfers(s.t.programmes.ctx, game.service, { before: new Date(s.t.clock.now().getTime() + 1) }),
    transfers: (i: number) => gameTables(s.db).selectFrom('game_transfers').selectAll().where('user_id', '=', s.ids[i]!).orderBy('id').execute(),
  }
  return actions
}
