import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerMintRoutes } from './mint.routes.ts'
import { mintDaily } from './mintDaily.ts'
import { mintRewardPurposes } from './mintRewards.ts'

/** The mint centre (spec 2, PROGRAMMES.md "Mint centre"). */
export const mintProgramme = defineProgramme({
  name: 'mint',
  purposes: mintRewardPurposes,
  pools: ['mint_pool'],
  jobs: [mintDaily],
  routes: registerMintRoutes,
  devnet: {
    // A devnet has a handful of minters: at the default emission each would reach its cap on the first day, leaving no room to see share rewards arrive.
    config: { daily_emission: '1000' },
    pools: [{ pool: 'mint_pool', symbol: 'HAP', amount: '10000000' }],
  },
})
