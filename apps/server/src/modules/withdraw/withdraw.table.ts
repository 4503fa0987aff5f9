import type { ColumnType, Generated } from 'kysely'
import type { WithdrawStatus } from '@hapdex/core/api/withdraw'
import type { Numeric } from '../wallet/wallet.table.ts'

export interface WithdrawOrdersTable {
  id: Generated<string>
  user_id: number
  token_id: number
  amount: Numeric
  fee: Numeric
  address: string
  status: WithdrawStatus
  /** The signed payout, stored before it is broadcast so a restart sends the very same one. */
  raw_tx: string | null
  tx_hash: string | null
  /** The nonce of the signed payout (migration 0044): the hot wallet's nonces the database knows of. */
  nonce: ColumnType<number | null, number | null | undefined, number | null>
  /** Earlier signed payouts of this order, replaced by a higher gas price or, their nonce taken, a fresh nonce. */
  replaced_tx_hashes: Generated<string[]>
  error: Generated<string>
  /** The node's reason for refusing the latest broadcast of the payout; null once one is taken (migration 0042). */
  node_refusal: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export interface WithdrawAddressesTable {
  id: Generated<number>
  user_id: number
  address: string
  remark: string
  created_at: Generated<Date>
}

/** Per hot wallet (migration 0044): why its payer does not sign, and how far the chain was reconciled with the orders. */
export interface PayerStateTable {
  address: string
  /** Set by the payer itself: reconciling after the chain showed payouts the database does not know of. */
  paused_reason: string | null
  /** Set by the solvency check: what custody holds on chain falls short of what it owes; cleared once it does not. */
  shortfall: string | null
  operator_paused: Generated<boolean>
  operator_paused_by: string | null
  /** The hot wallet's transaction count up to which every transaction is accounted for. */
  known_nonce_count: Generated<number>
  /** The last block a reconciliation read (its next one starts after it). */
  scanned_through: string | null
  updated_at: Generated<Date>
}
