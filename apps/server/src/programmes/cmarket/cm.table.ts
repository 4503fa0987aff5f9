import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface CmOrdersTable {
  id: Generated<number>
  user_id: number
  /** 0 buy, 1 sell. */
  type: number
  units: number
  matched_units: Generated<number>
  withdrawn_units: Generated<number>
  unit_amount: Numeric
  unit_cost: Numeric
  /** Queue position, given by the publish (migration 0040): FIFO is seq order, not id order. */
  seq: string
  /** 0 queuing, 1 fully matched, 3 withdrawn. */
  status: Generated<number>
  created_at: Date
  finished_at: Date | null
  transaction_id: string
}

export interface CmFillsTable {
  id: Generated<number>
  buy_order_id: number
  sell_order_id: number
  buyer_id: number
  seller_id: number
  units: number
  amount: Numeric
  cost: Numeric
  freeze_day: number
  matched_at: Date
  release_at: Date
  /** 1 frozen, 2 completed. */
  status: Generated<number>
  reward_amount: Generated<Numeric>
  fuel_amount: Generated<Numeric>
  /** Completed without its reward: the buyer lacked the release day's fuel. */
  fuel_short: Generated<boolean>
  release_day: string | null
  finished_at: Date | null
  /** The ledger transaction of the book run that matched it: one for all of a run's matches (migration 0038). */
  transaction_id: string
}

export interface CmValidUsersTable {
  user_id: number
  valid_at: Date
}

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type CmTables = {
  cm_orders: CmOrdersTable
  cm_fills: CmFillsTable
  cm_valid_users: CmValidUsersTable
}

/** Orders, their matches and the valid users of the circulation market (migration 0032). */
export const cmTables = (db: Db) => db.withTables<CmTables>()
