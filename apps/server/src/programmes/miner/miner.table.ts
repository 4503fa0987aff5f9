import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface MinerSessionsTable {
  id: Generated<string>
  user_id: number
  units: number
  production: Numeric
  started_at: Date
  ends_at: Date
}

export interface MinerStateTable {
  id: number
  total_mined: Numeric
}

export interface AirdropGrantsTable {
  user_id: number
  paid: Numeric
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type MinerTables = {
  miner_sessions: MinerSessionsTable
  miner_state: MinerStateTable
  airdrop_grants: AirdropGrantsTable
}

/** The miner's tables (migration 0014). */
export const minerTables = (db: Db) => db.withTables<MinerTables>()
