import type { Generated } from 'kysely'
import type { Db } from '../../db/database.ts'

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
  /** The run booked credits to usable_incoming that no sweep has moved yet. */
  incoming_pending: Generated<boolean>
  started_at: Date
  finished_at: Date | null
}

/** The base's own tables, composed with the database's by withTables: db/ knows nothing of programmes. */
export type BaseTables = {
  programme_configs: ProgrammeConfigsTable
  programme_config_history: ProgrammeConfigHistoryTable
  settlement_runs: SettlementRunsTable
}

export const baseTables = (db: Db) => db.withTables<BaseTables>()
