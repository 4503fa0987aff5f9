import type { ColumnType, Generated } from 'kysely'
import type { Db } from '../../../db/database.ts'

export interface OperatorAuditTable {
  id: Generated<string>
  actor: string
  action: string
  target: string
  before: ColumnType<unknown, string | null, never>
  after: ColumnType<unknown, string | null, never>
  created_at: Generated<Date>
}

/** The audit log's table, composed with the database's as the programme base composes its own. */
export const auditTables = (db: Db) => db.withTables<{ operator_audit: OperatorAuditTable }>()
