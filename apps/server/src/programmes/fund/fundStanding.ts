import { defineStanding } from '../base/standings/standing.ts'
import { findJoin } from './fund.repo.ts'

/** A foundation share holder: joined the fund and not yet redeemed (the share is still pledged). */
export const foundationHolderStanding = defineStanding({
  name: 'foundation_holder',
  holds: async (db, userId) => {
    const join = await findJoin(db, userId)
    return join !== undefined && join.redeemed_at === null
  },
})
