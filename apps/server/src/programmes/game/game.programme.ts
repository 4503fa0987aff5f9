import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { reconcileGameTransfers } from './gameReconcile.ts'
import { registerGameRoutes } from './game.routes.ts'
import { gameServiceOf } from './game.service.ts'
import { GAME_POOL, gamePurposes, gameTransferHandler } from './gameTransfers.ts'

/** Reconciliation runs at most this often in the worker pass (a read of pending rows, then a call per old one). */
const RECONCILE_EVERY_MS = 30_000

/**
 * Game market (spec 3; docs/decisions/0031-game.md): transfers between the asset wallet and the
 * game service's balances, each a two-phase state machine carried by the outbox and settled by
 * reconciliation against the service's record. `game_pool` holds what backs the game balances.
 */
export const gameProgramme = defineProgramme({
  name: 'game',
  purposes: [gamePurposes.outgoing, gamePurposes.incoming],
  pools: [GAME_POOL],
  jobs: [],
  outbox: (ctx) => [gameTransferHandler(() => gameServiceOf(ctx), () => ctx.clock.now())],
  workerSteps: (ctx) => {
    let last = 0
    return [
      async () => {
        if (Date.now() - last < RECONCILE_EVERY_MS) return
        last = Date.now()
        // Unreachable transfers stay pending and are counted, not thrown: the pass goes on.
        await reconcileGameTransfers(ctx, gameServiceOf(ctx)).catch(() => undefined)
      },
    ]
  },
  routes: registerGameRoutes,
  // npm start: the pool backing the stand-in's starting game balances (scripts/start.ts seeds 1,000 HAP for each test key).
  devnet: { pools: [{ pool: GAME_POOL, symbol: 'HAP', amount: '100000' }] },
})
