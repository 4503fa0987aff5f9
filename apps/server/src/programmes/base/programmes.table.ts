import type { Generated } from 'kysely'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

export interface ProgrammeConfigsTable {
  name: string
  version: number
  config: unknown
  updated_by: string
  updated_at: Generated<Date>
}

export interface ProgrammeConfigHistoryTable {
  id: Generated<string>
  name: string
  version: number
  old: unknown
  new: unknown
  changed_by: string
  changed_at: Generated<Date>
}

export interface SettlementRunsTable {
  id: Generated<string>
  job: string
  /** YYYY-MM-DD; read back as text (see settlementRuns.repo.ts). */
  day: string
  status: 'running' | 'done' | 'underfunded' | 'failed'
  users: Generated<number>
  totals: Generated<Record<string, string>>
  detail: Generated<string>
  attempts: Generated<number>
  transaction_id: string | null
  started_at: Date
  finished_at: Date | null
}

export interface MintRecordsTable {
  id: Generated<string>
  user_id: number
  amount: Numeric
  cp: Numeric
  out_amount: Numeric
  remain_amount: Numeric
  hap_amount: Numeric
  btpi_amount: Numeric
  status: number
  transaction_id: string
  created_at: Date
  ended_at: Date | null
}

export interface MintNodesTable {
  user_id: number
  level: number
  transaction_id: string
  created_at: Date
}

export interface ProductRecordsTable {
  id: Generated<string>
  user_id: number
  pay_amount: Numeric
  release_amount: Numeric
  released_amount: Generated<Numeric>
  status: number
  transaction_id: string
  created_at: Date
}

export interface MinerSessionsTable {
  id: Generated<string>
  user_id: number
  units: number
  production: Numeric
  started_at: Date
  ends_at: Date
}

export interface MinerStateTable {
  id: number
  total_mined: Numeric
}

export interface AirdropGrantsTable {
  user_id: number
  paid: Numeric
}

/** A foundation-fund share per account (once): the join and its term (migrations 0004, 0016). */
export interface FundJoinsTable {
  id: Generated<number>
  user_id: number
  num: number
  token_id: number
  /** What the shares cost in all: burned + pledged. */
  amount: Numeric
  burned: Numeric
  pledged: Numeric
  transaction_id: string
  created_at: Generated<Date>
  begin_at: Date
  end_at: Date
  redeemed_at: Date | null
  redeem_transaction_id: string | null
}

export interface PledgeLotsTable {
  id: Generated<string>
  user_id: number
  pool_id: number
  token_id: number
  amount: Numeric
  pledged_at: Date
  redeemed_at: Date | null
}
