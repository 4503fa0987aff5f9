import { randomBytes } from 'node:crypto'
import { signedActionMessage, type SignedActionMessageParameters, type SignedActionTitle } from '@hapdex/core/api/signedAction'
import { sql } from 'kysely'
import type { Hex } from 'viem'
import type { Db } from '../db/database.ts'
import { ApiError } from '../http/apiError.ts'
import type { SessionUser } from './authPlugin.ts'
import { recoverPersonalSigner } from './signedActionSigner.ts'

export const ACTION_NONCE_TTL_MS = 10 * 60 * 1000

export async function issueActionNonce(db: Db, userId: number, now = new Date()): Promise<{ nonce: string; expires_at: string }> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + ACTION_NONCE_TTL_MS)
  await db.insertInto('action_nonces').values({ nonce, user_id: userId, expires_at: expiresAt }).execute()
  return { nonce, expires_at: expiresAt.toISOString() }
}

/** The fields a signed request carries besides its own parameters. */
export interface SignedFields {
  nonce: string
  expires_at: string
  signature: string
}

export interface SignedAction {
  title: SignedActionTitle
  /** The request's own parameters, in signing order, values as received. */
  params: SignedActionMessageParameters['params']
  signed: SignedFields
}

/**
 * Runs `action` once for a request signed by the session's wallet: the text is rebuilt from the
 * request (so an altered parameter fails recovery), then the nonce is consumed in the same
 * database transaction as the action, so a replay or a failed action can never half-happen.
 */
export async function requireSignedAction<T>(db: Db, user: SessionUser, signedAction: SignedAction, action: (trx: Db) => Promise<T>): Promise<T> {
  const { title, params, signed } = signedAction
  const message = signedActionMessage({ title, params, nonce: signed.nonce, expiresAt: signed.expires_at })
  const signer = recoverPersonalSigner(message, signed.signature as Hex)
  if (signer !== user.address.toLowerCase()) throw new ApiError('action.signature_invalid')
  return db.transaction().execute(async (trx) => {
    await consumeActionNonce(trx, user.id, signed)
    return action(trx)
  })
}

/** One conditional UPDATE: of concurrent uses of a nonce exactly one matches; the rest see none. */
async function consumeActionNonce(trx: Db, userId: number, signed: SignedFields): Promise<void> {
  const row = await trx
    .updateTable('action_nonces')
    .set({ used_at: sql<Date>`now()` })
    .where('nonce', '=', signed.nonce)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '=', new Date(signed.expires_at))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('nonce')
    .executeTakeFirst()
  if (row === undefined) throw new ApiError('action.nonce_invalid')
}
