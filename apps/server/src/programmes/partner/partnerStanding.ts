import { defineStanding } from '../base/standings/standing.ts'
import { teamLevel } from './partner.repo.ts'
import { PARTNER_LEVEL } from './partnerRewards.ts'

/** A partner or genesis partner, for programmes that grant partners something (member recruit's discount). */
export const partnerStanding = defineStanding({
  name: 'partner',
  holds: async (db, userId) => (await teamLevel(db, userId)) >= PARTNER_LEVEL,
})
