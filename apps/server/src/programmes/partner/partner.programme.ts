import { defineProgramme } from '../base/registry/defineProgramme.ts'
import { registerPartnerRoutes } from './partner.routes.ts'
import { partnerAirdrop } from './partnerAirdrop.ts'
import { seedPartnerDevnet } from './partnerDevnet.ts'
import { partnerStanding } from './partnerStanding.ts'

/** Partner recruitment and vote (spec 3): seats in rounds, rewards at purchase, a daily airdrop, a vote. */
export const partnerProgramme = defineProgramme({
  name: 'partner',
  purposes: [],
  pools: ['partner_pool'],
  jobs: [partnerAirdrop],
  routes: registerPartnerRoutes,
  standings: [partnerStanding],
  devnet: {
    pools: [
      { pool: 'partner_pool', symbol: 'USDT', amount: '100000' },
      { pool: 'partner_pool', symbol: 'HAPC', amount: '1000000' },
    ],
    seed: seedPartnerDevnet,
  },
})
