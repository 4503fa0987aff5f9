import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Numeric } from '../../modules/wallet/wallet.table.ts'

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

/** A type literal: Kysely's withTables wants an index signature, which interfaces lack. */
export type ProductTables = {
  product_records: ProductRecordsTable
}

/** The old mint's records (migration 0013). */
export const productTables = (db: Db) => db.withTables<ProductTables>()
