import type { Generated } from 'kysely'
import type { Numeric } from '../wallet/wallet.table.ts'

export interface ExchangePairsTable {
  id: Generated<number>
  t1_id: number
  t2_id: number
  exchange_rate: string
  fee_rate: string
  min_amount: Numeric
  /** '0': no maximum. */
  max_amount: Numeric
  enabled: Generated<boolean>
  sort_order: Generated<number>
}

export interface ExchangeOrdersTable {
  id: Generated<string>
  user_id: number
  t1_id: number
  t2_id: number
  amount: Numeric
  exchange_rate: string
  fee_rate: string
  fee: Numeric
  received: Numeric
  transaction_id: string
  created_at: Generated<Date>
}
