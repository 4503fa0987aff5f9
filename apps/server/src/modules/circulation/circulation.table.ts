import type { Generated } from 'kysely'
import type { Numeric } from '../wallet/wallet.table.ts'

export interface CirculationFundConfigTable {
  id: number
  open: boolean
  token_id: number
  fund_amount: Numeric
  updated_at: Generated<Date>
}

export interface CirculationFundJoinsTable {
  id: Generated<number>
  user_id: number
  num: number
  token_id: number
  amount: Numeric
  transaction_id: string
  created_at: Generated<Date>
}
