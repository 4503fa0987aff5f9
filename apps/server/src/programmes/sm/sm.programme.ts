import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerSmRoutes } from './sm.routes.ts'

/**
 * Member recruit (spec 3): join once inside a window, paying a fee in USDT or HAP to `income`,
 * from the custodial balance or on chain; the highest discount a user's standings give. No pool:
 * it pays no rewards.
 */
export const smProgramme = defineProgramme({
  name: 'sm',
  purposes: [],
  pools: [],
  jobs: [],
  routes: registerSmRoutes,
  // npm start: a window open from before the devnet's first block for ten years (e2e moves the clock by a year).
  devnet: { config: { begin_time: '2026-01-01T00:00:00.000Z', end_time: '2036-01-01T00:00:00.000Z' } },
})
