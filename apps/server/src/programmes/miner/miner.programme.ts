import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerMinerRoutes } from './miner.routes.ts'
import { minerClose } from './minerClose.ts'

/** The miner pool and airdrops (specs 2 and 3). */
export const minerProgramme = defineProgramme({
  name: 'miner',
  purposes: ['airdrop_usable'],
  pools: ['miner_pool'],
  jobs: [minerClose],
  routes: registerMinerRoutes,
  devnet: { pools: [{ pool: 'miner_pool', symbol: 'HAPC', amount: '10000000' }] },
})
