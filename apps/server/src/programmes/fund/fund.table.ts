import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

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

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type FundTables = {
  circulation_fund_joins: FundJoinsTable
}

/** The foundation fund's joins (migrations 0004, 0016). */
export const fundTables = (db: Db) => db.withTables<FundTables>()
