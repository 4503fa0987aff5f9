import type { ColumnType, Generated } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { StoredSignature } from '../audit/auditChain.ts'

export interface OperatorRequestsTable {
  id: Generated<string>
  action: string
  payload: string
  kind: string
  target: string
  requester: string
  request_signature: ColumnType<StoredSignature, string, string>
  status: ColumnType<'pending' | 'approved' | 'rejected' | 'expired', 'pending' | undefined, 'approved' | 'rejected' | 'expired'>
  expires_at: Date
  created_at: Date
  decided_by: string | null
  decision_signature: ColumnType<StoredSignature | null, string | null, string | null>
  decided_at: Date | null
  outcome: ColumnType<unknown, string | null, string | null>
}

export const requestTables = (db: Db) => db.withTables<{ operator_requests: OperatorRequestsTable }>()
