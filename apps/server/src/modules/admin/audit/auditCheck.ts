import { pathToFileURL } from 'node:url'
import { sql } from 'kysely'
import { loadConfig } from '../../../config.ts'
import { createDb, databaseTarget } from '../../../db/createDb.ts'
import type { Db } from '../../../db/database.ts'
import { storedSignatureHolds } from '../operatorActions/operatorSignature.ts'
import { auditEntryHash, GENESIS_HASH } from './auditChain.ts'
import { auditTables } from './operatorAudit.table.ts'

export type AuditProblemKind = 'hash' | 'signature' | 'head'

export interface AuditProblem {
  id: number
  kind: AuditProblemKind
  detail: string
}

export interface AuditCheck {
  ok: boolean
  entries: number
  signatures: number
  problems: AuditProblem[]
}

const BATCH = 500

/**
 * Walks the audit log oldest first and trusts nothing in it: each entry's hash is recomputed from
 * the previous one and its own columns, each stored signature is recovered from its own typed
 * data, and the head row must name the last entry. An entry changed behind the trigger's back
 * fails at that entry (and the chain after it no longer links).
 */
export async function checkAuditChain(db: Db): Promise<AuditCheck> {
  const tables = auditTables(db)
  const problems: AuditProblem[] = []
  let previous: string = GENESIS_HASH
  let entries = 0
  let signatures = 0
  let after = '0'
  for (;;) {
    const rows = await tables.selectFrom('operator_audit').selectAll().where('id', '>', after).orderBy('id').limit(BATCH).execute()
    for (const row of rows) {
      entries++
      const id = Number(row.id)
      const stored = row.signatures ?? []
      const expected = auditEntryHash(previous, { id: String(row.id), actor: row.actor, action: row.action, target: row.target, before: row.before ?? null, after: row.after ?? null, signatures: stored, created_at: row.created_at })
      if (expected !== row.entry_hash) problems.push({ id, kind: 'hash', detail: `entry ${id} does not hash to its stored link: changed after it was written, or the one before it was` })
      for (const signature of stored) {
        signatures++
        if (!(await storedSignatureHolds(signature))) problems.push({ id, kind: 'signature', detail: `entry ${id}: the ${signature.role} signature is not ${signature.signer}'s over its action` })
      }
      previous = row.entry_hash
    }
    if (rows.length < BATCH) break
    after = rows[rows.length - 1]?.id ?? after
  }
  const head = await tables.selectFrom('operator_audit_head').select('last_hash').where('id', '=', 1).executeTakeFirst()
  if (head?.last_hash !== previous) problems.push({ id: entries, kind: 'head', detail: 'the chain head does not name the last entry: an entry was removed from the end' })
  return { ok: problems.length === 0, entries, signatures, problems }
}

async function main(): Promise<void> {
  const db = createDb(databaseTarget(loadConfig()))
  try {
    const { rows } = await sql<{ head: string | null }>`select to_regclass('operator_audit_head')::text as head`.execute(db)
    if (rows[0]?.head == null) {
      console.error('no audit log in this database yet: start the server once (npm start) to create it')
      process.exitCode = 2
      return
    }
    const result = await checkAuditChain(db)
    if (result.ok) console.log(`audit log holds: ${result.entries} entries chained, ${result.signatures} signatures verified`)
    else {
      console.error(`audit log BROKEN:\n${result.problems.map((problem) => problem.detail).join('\n')}`)
      process.exitCode = 1
    }
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
