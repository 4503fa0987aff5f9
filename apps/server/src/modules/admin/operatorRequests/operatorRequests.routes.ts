import * as api from '@hapdex/core/api/operatorRequests'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../../http/apiError.ts'
import { adminEndpoints, registeredAction, type AdminContext } from '../adminGuard.ts'
import { currentSignatures, runSignedAction, type SignedActionState } from '../operatorActions/operatorActionContext.ts'
import { twoOperators } from './approvalRules.ts'
import { claimFor, findRequest, listRequests, openRequest, recordOutcome, rejectRequest, requestDigest, requestView } from './operatorRequests.service.ts'

/** The second operator's side of a request: list, approve (the action runs then), reject. */
export function registerOperatorRequestRoutes(app: FastifyInstance, ctx: AdminContext, now: () => Date = () => new Date()): void {
  // Signatures expire by the wall clock; `now` decides only which requests have expired.
  const admin = adminEndpoints(app, ctx)
  const { db, config } = ctx

  admin(api.adminRequestList, async ({ input }) => ({
    ...(await listRequests(db, input, now())),
    two_operators: twoOperators(config),
    rules: config.approvalRules.map((rule) => ({ kind: rule.kind, above: rule.above, token: rule.token })),
  }))

  admin(api.adminRequestApprove, async ({ input, request, reply, user }) => {
    const at = now()
    const row = await openRequest(db, input.id, at)
    if (row.requester === user.address) throw new ApiError('operator.request_own')
    if (requestDigest(row.request_signature) !== input.digest) throw new ApiError('operator.request_changed')
    const action = registeredAction(app, row.action)
    if (action === undefined) throw new ApiError('operator.request_unknown', { detail: `no action at ${row.action}` })
    const parsed = action.endpoint.input.safeParse(JSON.parse(row.payload))
    if (!parsed.success) throw new ApiError('bad_request', { detail: parsed.error.message })
    const requester = await db.selectFrom('users').select(['id', 'address']).where('address', '=', row.requester).executeTakeFirst()
    if (requester === undefined) throw new ApiError('operator.request_unknown', { detail: 'the requester has no account' })
    const approval = currentSignatures()[0]
    if (approval === undefined) throw new ApiError('operator.signature_required')
    const approver = { ...approval, role: 'approver' as const }
    // The action runs as the requester asked it, signed by both, in the transaction that claims the request.
    const state: SignedActionState = { signatures: [row.request_signature, approver], claim: claimFor(row, approver, at) }
    const outcome = await runSignedAction(state, () => action.handler({ input: parsed.data, request, reply, user: { id: requester.id, address: requester.address, tokenHash: '', console: true } }))
    if (state.claimed !== true) throw new Error(`the approved action ${row.action} wrote no audit entry, so it claimed no request`)
    await recordOutcome(db, row.id, outcome)
    const approved = await findRequest(db, input.id)
    if (approved === undefined) throw new ApiError('operator.request_unknown')
    return requestView(approved, now())
  })

  admin(api.adminRequestReject, async ({ input }) => {
    const decider = currentSignatures()[0]
    if (decider === undefined) throw new ApiError('operator.signature_required')
    const row = await openRequest(db, input.id, now())
    return rejectRequest(db, row, { ...decider, role: 'approver' }, input.reason, now())
  })
}
