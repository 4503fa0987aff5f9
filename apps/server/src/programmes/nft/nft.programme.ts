import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerNftRoutes } from './nft.routes.ts'
import { nftDaily } from './nftDaily.ts'
import { seedNftDevnet } from './nftDevnet.ts'
import { nftRewardPurposes } from './nftRewards.ts'

/** The NFT centre (spec 3, PROGRAMMES.md "NFT centre"): NFT types, buys, daily output, share and rank rewards, team zones. */
export const nftProgramme = defineProgramme({
  name: 'nft',
  purposes: nftRewardPurposes,
  pools: ['nft_pool', 'nft_rank_pool'],
  jobs: [nftDaily],
  routes: registerNftRoutes,
  devnet: {
    pools: [
      { pool: 'nft_pool', symbol: 'HAP', amount: '1000000' },
      { pool: 'nft_rank_pool', symbol: 'HAP', amount: '1000000' },
    ],
    seed: seedNftDevnet,
  },
})
