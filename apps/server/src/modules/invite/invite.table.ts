import type { Generated } from 'kysely'

/** Partner level of a user (0, 1 partner, 2 genesis partner); users without a row are level 0. */
export interface PartnerLevelsTable {
  user_id: number
  team_level: number
  updated_at: Generated<Date>
}
