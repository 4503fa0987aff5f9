import type { ColumnType, Generated } from 'kysely'

/** NUMERIC(78,0) comes back from pg and PGlite as a decimal string; writes pass bigint.toString(). */
export type Numeric = string

export interface TokensTable {
  id: number
  symbol: string
  decimals: Generated<number>
  logo: Generated<string>
  sort_order: Generated<number>
  min_deposit: Generated<Numeric>
  min_withdraw: Generated<Numeric>
  withdraw_fee_rate: Generated<string>
  withdraw_min_fee: Generated<Numeric>
  withdraw_max_fee: Generated<Numeric>
  transfer_fee_rate: Generated<string>
  min_transfer: Generated<Numeric>
  /** Base units; null: WITHDRAW_REVIEW_THRESHOLD whole tokens (migration 0045). */
  withdraw_review_threshold: ColumnType<Numeric | null, Numeric | null | undefined, Numeric | null>
  /** Base units a user may withdraw in any 24 hours; null: WITHDRAW_DAILY_LIMIT whole tokens (migration 0045). */
  withdraw_daily_limit: ColumnType<Numeric | null, Numeric | null | undefined, Numeric | null>
  /** Base units above which the hot wallet's excess should go to cold storage; 0: none (migration 0046). */
  hot_float_ceiling: Generated<Numeric>
}

export interface LedgerAccountsTable {
  id: Generated<string>
  owner_kind: 'user' | 'system'
  owner_id: number
  token_id: number
  purpose: string
  balance: Generated<Numeric>
}

export interface LedgerTransactionsTable {
  id: Generated<string>
  idempotency_key: string
  kind: string
  created_at: Generated<Date>
}

export interface LedgerEntriesTable {
  id: Generated<string>
  transaction_id: string
  account_id: string
  token_id: number
  amount: Numeric
}

export interface BillsTable {
  id: Generated<string>
  user_id: number
  token_id: number
  transaction_id: string
  behavior: number
  type: number
  amount: Numeric
  usable_change: Numeric
  counterparty: Generated<string>
  tx_hash: Generated<string>
  created_at: Generated<Date>
}

export interface ActionNoncesTable {
  nonce: string
  user_id: number
  expires_at: Date
  used_at: Date | null
  created_at: Generated<Date>
}

export interface WorkerCursorsTable {
  name: string
  block_number: string
  /** The programme clock's time at which the indexer's last complete pass started (migration 0039); null before one. */
  read_through: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** The last state of a worker loop (migration 0043): failing while `failures` > 0, with the latest cause. */
export interface WorkerHealthTable {
  name: string
  failures: number
  failing_since: Date | null
  last_error: string | null
  last_ok_at: Date | null
  updated_at: Date
}
