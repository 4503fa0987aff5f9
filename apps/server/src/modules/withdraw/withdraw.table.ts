import type { Generated } from 'kysely'
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
