import { z } from 'zod'
import { operatorSignatureView } from './admin.ts'
import { defineEndpoint } from './endpoint.ts'
import { int4Id, pageNumber, pageSize, text } from './fields.ts'

/**
 * Two operators for what is large (decision 0046): the first operator's signed action becomes a
 * request, and takes effect only when a different operator approves it with their own signature.
 */

/** The kinds of action a rule can send for a second operator's approval. */
export const approvalKinds = ['withdraw.approve', 'treasury.credit', 'pool.fund', 'deposit.release', 'programme.config', 'token.save'] as const
export type ApprovalKind = (typeof approvalKinds)[number]

export const operatorRequestStatuses = ['pending', 'approved', 'rejected', 'expired'] as const

export const operatorRequestView = z.lazy(() =>
  z.object({
    id: z.number().int(),
    kind: z.string(),
    /** The endpoint the action calls, and its body as the requester signed it. */
    action: z.string(),
    payload: z.unknown(),
    target: z.string(),
    requester: z.string(),
    status: z.enum(operatorRequestStatuses),
    created_at: z.string(),
    expires_at: z.string(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
    /** The EIP-712 hash of the requester's signed action: what an approver signs over. */
    digest: z.string(),
    signatures: z.array(operatorSignatureView),
    /** What the approved action answered (its own output), or the rejection's reason. */
    outcome: z.unknown(),
  }),
)

export const approvalRuleView = z.lazy(() =>
  z.object({
    kind: z.string(),
    /** null: every such action; else only above this amount (whole tokens) of the token. */
    above: z.string().nullable(),
    token: z.string().nullable(),
  }),
)

export const adminRequestList = defineEndpoint({
  method: 'GET',
  path: '/admin/requests',
  auth: true,
  summary: "Operator requests awaiting (or past) a second operator's approval, newest first, with the two-operator rules",
  schemas: () => ({
    input: z.object({ status: z.enum(operatorRequestStatuses).optional(), page: pageNumber, page_size: pageSize(20) }),
    output: z.object({
      list: z.array(operatorRequestView),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
      /** Off with a single operator configured: every action takes effect at once. */
      two_operators: z.boolean(),
      rules: z.array(approvalRuleView),
    }),
  }),
})

export const adminRequestApprove = defineEndpoint({
  method: 'POST',
  path: '/admin/requests/approve',
  auth: true,
  summary: "Approve another operator's request: the action runs now, in the transaction that records the approval",
  schemas: () => ({
    input: z.object({ id: int4Id, digest: z.string().regex(/^0x[0-9a-f]{64}$/, 'the request digest, 0x and 64 hex digits') }),
    output: operatorRequestView,
  }),
})

export const adminRequestReject = defineEndpoint({
  method: 'POST',
  path: '/admin/requests/reject',
  auth: true,
  summary: 'Reject a pending request (the requester may withdraw their own): nothing it asked for happens',
  schemas: () => ({
    input: z.object({ id: int4Id, reason: text(200, { trim: true }).default('') }),
    output: operatorRequestView,
  }),
})
