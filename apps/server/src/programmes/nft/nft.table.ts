import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface NftTypesTable {
  id: Generated<number>
  name: string
  logo: string
  /** USD base units. */
  price: Numeric
  /** Reward-token base units. */
  production: Numeric
  hold_limit: number
  hapc_rate: string
  status: Generated<number>
  idempotency_key: string
  created_by: string
}

export interface NftHoldingsTable {
  id: Generated<string>
  user_id: number
  nft_id: number
  production: Numeric
  remain_amount: Numeric
  status: Generated<number>
  created_at: Date
  ended_at: Date | null
  pay_type: number
  hap_amount: Numeric
  hapc_amount: Numeric
  transaction_id: string
}

export interface NftHoldLocksTable {
  user_id: number
  nft_id: number
}

export interface NftRankDaysTable {
  day: string
  user_id: number
  rank: number
  share_cp: Numeric
  reward: Numeric
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type NftTables = {
  nft_types: NftTypesTable
  nft_holdings: NftHoldingsTable
  nft_hold_locks: NftHoldLocksTable
  nft_rank_days: NftRankDaysTable
}

/** NFT types, holdings, purchase locks and the daily rankings (migration 0027). */
export const nftTables = (db: Db) => db.withTables<NftTables>()
