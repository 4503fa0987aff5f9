import type { Generated } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Numeric } from '../modules/wallet/wallet.table.ts'

export type PoolKeeperCallStatus = 'pending' | 'mined' | 'reverted' | 'dropped'

/** One returnToPool(pair) transaction the keeper signed (migration 0039), stored before it was broadcast. */
export interface PoolKeeperCallsTable {
  id: Generated<string>
  chain_id: number
  /** The taxed token whose returnToPool was called, and the pair it was called for. */
  token: string
  pair: string
  sender: string
  nonce: number
  /** What the token held for the pair when the call was signed, in base units. */
  held: Numeric
  tx_hash: string
  raw_tx: string
  status: PoolKeeperCallStatus
  sent_at: Date
  settled_at: Date | null
  /** The node's reason for refusing the latest broadcast; null once one is taken (migration 0042). */
  node_refusal: string | null
}

export const poolKeeperTables = (db: Db) => db.withTables<{ pool_keeper_calls: PoolKeeperCallsTable }>()
