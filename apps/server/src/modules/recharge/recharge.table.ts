import type { Generated } from 'kysely'
import type { Numeric } from '../wallet/wallet.table.ts'

export type DepositStatus = 'pending' | 'credited' | 'held'

export interface DepositsTable {
  id: Generated<string>
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: string
  token_id: number
  from_address: string
  to_address: string
  amount: Numeric
  user_id: number | null
  status: DepositStatus
  hold_reason: Generated<string>
  transaction_id: string | null
  created_at: Generated<Date>
  settled_at: Date | null
}
