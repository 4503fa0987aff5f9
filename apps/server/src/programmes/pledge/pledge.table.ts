import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface PledgeLotsTable {
  id: Generated<string>
  user_id: number
  pool_id: number
  token_id: number
  amount: Numeric
  pledged_at: Date
  redeemed_at: Date | null
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type PledgeTables = {
  pledge_lots: PledgeLotsTable
}

/** Pledge lots (migration 0016). */
export const pledgeTables = (db: Db) => db.withTables<PledgeTables>()
