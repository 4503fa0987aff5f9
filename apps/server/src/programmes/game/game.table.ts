import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export type GameTransferState = 'pending' | 'confirmed' | 'reversed'

export interface GameTransfersTable {
  id: Generated<string>
  key: string
  user_id: number
  address: string
  token_id: number
  direction: 'in' | 'out'
  amount: Numeric
  fee: Numeric
  real_amount: Numeric
  status: Generated<GameTransferState>
  settled_by: 'outbox' | 'reconciliation' | null
  reason: string | null
  created_at: Date
  settled_at: Date | null
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type GameTables = {
  game_transfers: GameTransfersTable
}

/** Game transfers (migration 0031). */
export const gameTables = (db: Db) => db.withTables<GameTables>()
