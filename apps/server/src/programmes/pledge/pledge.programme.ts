import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { pledgeConfigGuard } from './pledgeConfigGuard.ts'
import { registerPledgeRoutes } from './pledge.routes.ts'
import { pledgeDaily } from './pledgeDaily.ts'

/** Pledge pools (spec 3, liquidity mining's ledger side). */
export const pledgeProgramme = defineProgramme({
  name: 'pledge',
  purposes: ['pledged', 'pledge_reward'],
  pools: ['pledge_pool'],
  jobs: [pledgeDaily],
  routes: registerPledgeRoutes,
  configGuard: pledgeConfigGuard,
  devnet: {
    pools: [
      { pool: 'pledge_pool', symbol: 'HAP', amount: '1000000' },
      { pool: 'pledge_pool', symbol: 'BtPi', amount: '100000' },
      { pool: 'pledge_pool', symbol: 'USDT', amount: '100000' },
    ],
  },
})
