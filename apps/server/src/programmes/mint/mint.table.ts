import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface MintRecordsTable {
  id: Generated<string>
  user_id: number
  amount: Numeric
  cp: Numeric
  out_amount: Numeric
  remain_amount: Numeric
  hap_amount: Numeric
  btpi_amount: Numeric
  status: number
  transaction_id: string
  created_at: Date
  ended_at: Date | null
}

export interface MintNodesTable {
  user_id: number
  level: number
  transaction_id: string
  created_at: Date
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type MintTables = {
  mint_records: MintRecordsTable
  mint_nodes: MintNodesTable
}

/** The mint centre's tables (migration 0013), beside the database's own. */
export const mintTables = (db: Db) => db.withTables<MintTables>()
