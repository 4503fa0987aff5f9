import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { inTransaction } from '../../../db/inTransaction.ts'
import { claimApproval, currentSignatures } from '../operatorActions/operatorActionContext.ts'
import { auditEntryHash } from './auditChain.ts'
import { auditTables } from './operatorAudit.table.ts'

/** Who did what to which record: `action` is 'area.verb', `target` is 'kind:id'. */
export interface AuditSubject {
  actor: string
  action: string
  target: string
}

/** Reads the record an action changes, in the action's transaction: the entry's before and after. */
export type AuditReader = (trx: Db) => Promise<unknown>

export interface AuditOptions {
  /**
   * Write no entry when the record reads the same after the action: a repeated idempotent call
   * (a double-clicked funding, a configuration saved unchanged) changed nothing to audit.
   */
  onlyChanges?: boolean
}

/**
 * Runs an operator action and writes its audit entry in one transaction: the entry exists exactly
 * when the change committed, and an action that throws leaves neither. The record is read before
 * and after the action, so an operator action is audited by wrapping its handler in one call.
 */
export function audited<T>(db: Db, subject: AuditSubject | (() => AuditSubject), read: AuditReader, act: (trx: Db) => Promise<T>, options: AuditOptions = {}): Promise<T> {
  return inTransaction(db, async (trx) => {
    // First: a second approval of the same request waits here, then finds it taken, before the action moves anything.
    await claimApproval(trx)
    const before = await read(trx)
    const result = await act(trx)
    const after = await read(trx)
    if (options.onlyChanges === true && toJson(before) === toJson(after)) return result
    // A record the action creates is named after it (its id is known then).
    await writeAuditEntry(trx, typeof subject === 'function' ? subject() : subject, before, after)
    return result
  })
}

/**
 * Writes one entry in the caller's transaction (for actions whose service calls back inside its
 * own, a settlement run), with the signatures of the action under way, chained to the entry
 * before it. The chain's head row is locked until the transaction ends: entries are chained in
 * the order they commit, and their ids are taken in that order.
 */
export async function writeAuditEntry(trx: Db, subject: AuditSubject, before: unknown, after: unknown): Promise<void> {
  const tables = auditTables(trx)
  const head = await tables.selectFrom('operator_audit_head').select('last_hash').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow()
  const { rows } = await sql<{ id: string }>`select nextval('operator_audit_id_seq')::text as id`.execute(trx)
  const id = rows[0]?.id ?? ''
  const signatures = [...currentSignatures()]
  const beforeJson = toJson(before)
  const afterJson = toJson(after)
  // Hashed as the database will give them back: jsonb keeps values, not key order or spacing.
  const content = { id, ...subject, before: parsed(beforeJson), after: parsed(afterJson), signatures, created_at: new Date() }
  const entryHash = auditEntryHash(head.last_hash, content)
  await tables
    .insertInto('operator_audit')
    .values({ id, ...subject, before: beforeJson, after: afterJson, signatures: JSON.stringify(signatures), entry_hash: entryHash, created_at: content.created_at })
    .execute()
  await tables.updateTable('operator_audit_head').set({ last_hash: entryHash }).where('id', '=', 1).execute()
}

function parsed(json: string | null): unknown {
  return json === null ? null : JSON.parse(json)
}

/** Records hold bigint ids and amounts: JSON has no bigint, so they are written as decimal strings. */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))
}

export interface AuditQuery {
  action?: string | undefined
  actor?: string | undefined
  target?: string | undefined
  /** Newest first unless 'asc'. */
  order: 'asc' | 'desc'
  page: number
  page_size: number
}

/** One page of the log with the count of all entries the filters match, for the console's pager. */
export async function listAudit(db: Db, query: AuditQuery) {
  let filtered = auditTables(db).selectFrom('operator_audit')
  if (query.action !== undefined) filtered = filtered.where('action', '=', query.action)
  // Addresses are checksummed in the log; an operator may type one in any case.
  if (query.actor !== undefined) filtered = filtered.where((eb) => eb(eb.fn('lower', ['actor']), '=', query.actor?.toLowerCase() ?? ''))
  if (query.target !== undefined) filtered = filtered.where('target', '=', query.target)
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('id', query.order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  const list = rows.map((row) => ({ id: Number(row.id), actor: row.actor, action: row.action, target: row.target, before: row.before ?? null, after: row.after ?? null, signatures: row.signatures ?? [], entry_hash: row.entry_hash, created_at: row.created_at.toISOString() }))
  return { list, total: Number(count.total), page: query.page, page_size: query.page_size }
}
