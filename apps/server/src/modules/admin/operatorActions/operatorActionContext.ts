import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { ApiError } from '../../../http/apiError.ts'
import type { StoredSignature } from '../audit/auditChain.ts'

/**
 * The signatures that authorise the operator action being handled, from the route to the audit
 * entry its handler writes (decision 0046). Carried by the request's async context rather than
 * through every handler and service: the two dozen audited actions keep their signatures, and one
 * that forgets to pass them on cannot write an unsigned entry.
 */
export interface SignedActionState {
  signatures: readonly StoredSignature[]
  /**
   * An approved request's claim on its row, run first in the action's own transaction: of
   * concurrent approvals exactly one claims it, and the others' actions roll back.
   */
  claim?: (trx: Db) => Promise<void>
  claimed?: boolean
}

const storage = new AsyncLocalStorage<SignedActionState>()

export function runSignedAction<T>(state: SignedActionState, work: () => Promise<T>): Promise<T> {
  return storage.run(state, work)
}

/** The signatures of the action under way (none for a worker's own entries). */
export function currentSignatures(): readonly StoredSignature[] {
  return storage.getStore()?.signatures ?? []
}

/** Runs the approval's claim in the action's transaction, before the action (audited calls it first). */
export async function claimApproval(trx: Db): Promise<void> {
  const state = storage.getStore()
  if (state?.claim === undefined) return
  await state.claim(trx)
  state.claimed = true
}

/**
 * Uses up the signatures' nonces, once per signer: a replay, or a concurrent second use, conflicts
 * on the nonce's key. In the caller's transaction when it passes one (an approval, whose nonce
 * must go with the action it approves).
 */
export async function consumeSignedNonces(db: Db, signatures: readonly StoredSignature[]): Promise<void> {
  for (const signed of signatures) {
    const { rows } = await sql<{ nonce: string }>`insert into operator_nonces (signer, nonce, expires_at)
      values (${signed.signer}, ${signed.nonce}, to_timestamp(${Number(signed.expires)}))
      on conflict do nothing returning nonce`.execute(db)
    if (rows.length === 0) throw new ApiError('operator.nonce_used')
  }
}
