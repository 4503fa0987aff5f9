import type { ColumnType, Generated } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { StoredSignature } from './auditChain.ts'

export interface OperatorAuditTable {
  id: Generated<string>
  actor: string
  action: string
  target: string
  before: ColumnType<unknown, string | null, never>
  after: ColumnType<unknown, string | null, never>
  /** The signatures that authorised the entry (auditChain.ts StoredSignature), none for a worker's. */
  signatures: ColumnType<StoredSignature[], string, never>
  /** This entry's link in the log's hash chain (auditChain.ts). */
  entry_hash: string
  created_at: ColumnType<Date, Date, never>
}

export interface OperatorAuditHeadTable {
  id: number
  last_hash: string
}

/** The audit log's table, composed with the database's as the programme base composes its own. */
export const auditTables = (db: Db) => db.withTables<{ operator_audit: OperatorAuditTable; operator_audit_head: OperatorAuditHeadTable }>()
