import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/**
 * What a system account is (migration 0020's `system_purposes`): a source of value (custody,
 * operator funding), fees, held deposits, a house account (burned, income, the flash-exchange
 * pool), or a funded account that pays only what was put in (the treasury, every programme's
 * pool). One registry in the database, so the ledger check, the bulk poster and the operator
 * screens agree; the ledger owns it, and programmes add their pools through their declarations at start.
 */
export type SystemPurposeKind = 'source' | 'fees' | 'held' | 'house' | 'funded'

export interface SystemPurposeDeclaration {
  purpose: string
  kind: SystemPurposeKind
  programme?: string | undefined
}

export async function registerSystemPurposes(db: Db, declarations: readonly SystemPurposeDeclaration[]): Promise<void> {
  for (const { purpose, kind, programme } of declarations) {
    await sql`insert into system_purposes (purpose, kind, programme) values (${purpose}, ${kind}, ${programme ?? null})
      on conflict (purpose) do update set kind = excluded.kind, programme = excluded.programme`.execute(db)
  }
}

export async function systemPurposeKinds(db: Db): Promise<Map<string, SystemPurposeKind>> {
  const { rows } = await sql<{ purpose: string; kind: SystemPurposeKind }>`select purpose, kind from system_purposes`.execute(db)
  return new Map(rows.map((row) => [row.purpose, row.kind]))
}

/** A programme's pool: a funded account other than the treasury. */
export async function isProgrammePool(db: Db, purpose: string): Promise<boolean> {
  if (purpose === 'treasury') return false
  const { rows } = await sql<{ kind: SystemPurposeKind }>`select kind from system_purposes where purpose = ${purpose}`.execute(db)
  return rows[0]?.kind === 'funded'
}

/** Every programme's pool (funded accounts other than the treasury) and its programme, by name. */
export async function programmePools(db: Db): Promise<{ pool: string; programme: string }[]> {
  const { rows } = await sql<{ purpose: string; programme: string | null }>`select purpose, programme from system_purposes where kind = 'funded' and purpose <> 'treasury' order by purpose`.execute(db)
  return rows.map((row) => ({ pool: row.purpose, programme: row.programme ?? '' }))
}
