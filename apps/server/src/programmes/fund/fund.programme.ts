import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerFundRoutes } from './fund.routes.ts'
import { fundDaily } from './fundDaily.ts'
import { foundationHolderStanding } from './fundStanding.ts'

/** The foundation fund (spec 3): half of a share pledged for its term, a daily reward to usable. */
export const fundProgramme = defineProgramme({
  name: 'fund',
  purposes: ['fund_pledged'],
  pools: ['fund_pool'],
  jobs: [fundDaily],
  routes: registerFundRoutes,
  standings: [foundationHolderStanding],
  devnet: { pools: [{ pool: 'fund_pool', symbol: 'HAP', amount: '1000000' }] },
})
