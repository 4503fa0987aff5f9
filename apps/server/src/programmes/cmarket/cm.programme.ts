import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerCmRoutes } from './cm.routes.ts'
import { runBook } from './cmOrders.ts'
import { cmRelease } from './cmRelease.ts'

/**
 * The circulation market (spec 3, PROGRAMMES.md "Circulation market", decision 0032): FIFO buy
 * and sell orders of HAP against USDT, frozen freeze_day days once matched, then completed by
 * circulation.release with the circulation and team share rewards from cm_pool. Apart from the
 * foundation fund (programme `fund`).
 */
export const cmarketProgramme = defineProgramme({
  name: 'cmarket',
  purposes: ['cm_reserved', 'circ_frozen'],
  pools: ['cm_pool'],
  jobs: [cmRelease],
  // The matcher's safety net: publishes wake it in their own process (cmOrders.ts); arrivals a failed
  // or crashed run left are matched by the next pass. A failing run leaves the rest of the pass (the
  // settlement days) to go on, and is tried again the pass after.
  workerSteps: (ctx) => [() => runBook(ctx).catch(() => undefined)],
  routes: registerCmRoutes,
  devnet: { pools: [{ pool: 'cm_pool', symbol: 'HAP', amount: '1000000' }] },
})
