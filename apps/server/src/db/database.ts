import type { Kysely } from 'kysely'
import type { AuthNoncesTable, SessionsTable } from '../auth/auth.table.ts'
import type { ActivityJoinsTable } from '../modules/activity/activity.table.ts'
import type { BannersTable, NoticesTable } from '../modules/basic/basic.table.ts'
import type { UsersTable } from '../modules/user/user.table.ts'

export interface Database {
  users: UsersTable
  auth_nonces: AuthNoncesTable
  sessions: SessionsTable
  banners: BannersTable
  notices: NoticesTable
  activity_joins: ActivityJoinsTable
}

export type Db = Kysely<Database>
