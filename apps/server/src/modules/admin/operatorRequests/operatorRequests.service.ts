import { operatorActionTypedData } from '@hapdex/core/api/operatorAction'
import { hashTypedData, type Hex } from 'viem'
import type { Db } from '../../../db/database.ts'
import { ApiError } from '../../../http/apiError.ts'
import type { StoredSignature } from '../audit/auditChain.ts'
import { writeAuditEntry } from '../audit/operatorAudit.ts'
import { runSignedAction } from '../operatorActions/operatorActionContext.ts'
import type { ApprovalNeed } from './approvalRules.ts'
import { requestTables } from './operatorRequests.table.ts'

type RequestRow = Awaited<ReturnType<typeof findRequest>> & object

/** The EIP-712 hash of the requester's signed action: an approver signs over it, so they approve exactly that. */
export function requestDigest(signed: StoredSignature): Hex {
  return hashTypedData(operatorActionTypedData(signed.chain_id, { action: signed.action, payload: signed.payload, nonce: signed.nonce as Hex, expires: BigInt(signed.expires) }))
}

/** Records the signed action as a request, audited with the requester's signature; nothing it asks for happens yet. */
export async function createRequest(db: Db, signed: StoredSignature, need: ApprovalNeed, now: Date, hours: number) {
  return db.transaction().execute(async (trx) => {
    const row = await requestTables(trx)
      .insertInto('operator_requests')
      .values({ action: signed.action, payload: signed.payload, kind: need.kind, target: need.target, requester: signed.signer, request_signature: JSON.stringify(signed), expires_at: new Date(now.getTime() + hours * 3_600_000), created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
    await runSignedAction({ signatures: [signed] }, () => writeAuditEntry(trx, { actor: signed.signer, action: 'request.create', target: `operator_request:${row.id}` }, null, { kind: need.kind, action: signed.action, target: need.target, payload: JSON.parse(signed.payload) as unknown }))
    return requestView(row, now)
  })
}

export function findRequest(db: Db, id: number) {
  return requestTables(db).selectFrom('operator_requests').selectAll().where('id', '=', String(id)).executeTakeFirst()
}

/** A pending request an operator may decide now: not their own (unless withdrawing it), not expired, over the content they signed. */
export async function openRequest(db: Db, id: number, now: Date): Promise<RequestRow> {
  const row = await findRequest(db, id)
  if (row === undefined) throw new ApiError('operator.request_unknown')
  if (statusAt(row, now) !== 'pending') throw new ApiError('operator.request_closed', { detail: statusAt(row, now) })
  return row
}

/**
 * The approval's claim on the row, inside the approved action's transaction: the conditional
 * update lets exactly one of concurrent approvals through (the others wait on the row lock, then
 * match nothing and roll their action back).
 */
export function claimFor(row: RequestRow, approver: StoredSignature, now: Date) {
  return async (trx: Db) => {
    const claimed = await requestTables(trx)
      .updateTable('operator_requests')
      .set({ status: 'approved', decided_by: approver.signer, decision_signature: JSON.stringify(approver), decided_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst()
    if (claimed === undefined) throw new ApiError('operator.request_closed')
  }
}

export async function recordOutcome(db: Db, id: string, outcome: unknown): Promise<void> {
  await requestTables(db).updateTable('operator_requests').set({ outcome: JSON.stringify(outcome ?? null) }).where('id', '=', id).execute()
}

export async function rejectRequest(db: Db, row: RequestRow, decider: StoredSignature, reason: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const rejected = await requestTables(trx)
      .updateTable('operator_requests')
      .set({ status: 'rejected', decided_by: decider.signer, decision_signature: JSON.stringify(decider), decided_at: now, outcome: JSON.stringify({ reason }) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst()
    if (rejected === undefined) throw new ApiError('operator.request_closed')
    await writeAuditEntry(trx, { actor: decider.signer, action: 'request.reject', target: `operator_request:${row.id}` }, { status: 'pending' }, { status: 'rejected', reason })
    return requestView(rejected, now)
  })
}

export async function listRequests(db: Db, query: { status?: string | undefined; page: number; page_size: number }, now: Date) {
  let filtered = requestTables(db).selectFrom('operator_requests')
  // Expiry is read off the clock, never written: a request past its hour reads expired.
  if (query.status === 'pending') filtered = filtered.where('status', '=', 'pending').where('expires_at', '>', now)
  else if (query.status === 'expired') filtered = filtered.where('status', '=', 'pending').where('expires_at', '<=', now)
  else if (query.status !== undefined) filtered = filtered.where('status', '=', query.status as 'approved')
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('id', 'desc').limit(query.page_size).offset((query.page - 1) * query.page_size).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { list: rows.map((row) => requestView(row, now)), total: Number(count.total), page: query.page, page_size: query.page_size }
}

function statusAt(row: RequestRow, now: Date) {
  return row.status === 'pending' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status
}

export function requestView(row: RequestRow, now: Date) {
  const signatures = [{ ...row.request_signature, role: 'requester' as const }, ...(row.decision_signature === null ? [] : [{ ...row.decision_signature, role: 'approver' as const }])]
  return {
    id: Number(row.id),
    kind: row.kind,
    action: row.action,
    payload: JSON.parse(row.payload) as unknown,
    target: row.target,
    requester: row.requester,
    status: statusAt(row, now),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    decided_by: row.decided_by,
    decided_at: row.decided_at?.toISOString() ?? null,
    digest: requestDigest(row.request_signature),
    signatures,
    outcome: row.outcome ?? null,
  }
}
