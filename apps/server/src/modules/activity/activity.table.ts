import type { Generated } from 'kysely'

export interface ActivityJoinsTable {
  id: Generated<number>
  activity: string
  user_id: number
  address: string
  created_at: Generated<Date>
}
