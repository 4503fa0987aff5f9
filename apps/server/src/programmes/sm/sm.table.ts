import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface SmMembersTable {
  user_id: number
  pay_type: number
  token_id: number
  pay_amount: Numeric
  discount: Numeric
  tx_hash: string | null
  transaction_id: string
  joined_at: Date
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type SmTables = {
  sm_members: SmMembersTable
}

/** Who joined member recruit (migration 0026). */
export const smTables = (db: Db) => db.withTables<SmTables>()
