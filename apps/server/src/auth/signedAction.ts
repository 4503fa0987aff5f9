import { randomBytes } from 'node:crypto'
import { signedActionMessage, type SignedActionMessageParameters, type SignedActionTitle } from '@hapdex/core/api/signedAction'
import { sql, type RawBuilder } from 'kysely'
import type { Hex } from 'viem'
import type { Db } from '../db/database.ts'
import { ApiError } from '../http/apiError.ts'
import type { LedgerGuard } from '../modules/wallet/ledger.ts'
import type { SessionUser } from './authPlugin.ts'
import { isPersonalSigner } from './signedActionSigner.ts'

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
  requireSigner(user, signedAction)
  return db.transaction().execute(async (trx) => {
    await consumeActionNonce(trx, user.id, signedAction.signed)
    return action(trx)
  })
}

/**
 * requireSignedAction for an action that posts to the ledger: the posting itself checks and
 * consumes the nonce (pass `guard` to postLedgerTransaction), one round trip less on every money
 * call. Concurrent uses of one nonce still serialise on its row: exactly one posts.
 */
export async function requireSignedPosting<T>(
  db: Db,
  user: SessionUser,
  signedAction: SignedAction,
  action: (trx: Db, guard: LedgerGuard) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => withSignedGuard(user, signedAction, (guard) => action(trx, guard)))
}

/**
 * Checks the signature, then runs `action` with the guard its posting must carry; for a single
 * posting that needs no database transaction around it (it is atomic on its own, and may be batched).
 */
export async function withSignedGuard<T>(user: SessionUser, signedAction: SignedAction, action: (guard: LedgerGuard) => Promise<T>): Promise<T> {
  requireSigner(user, signedAction)
  let used = false
  const { nonce, expires_at } = signedAction.signed
  const guard: LedgerGuard = {
    get consumption() {
      used = true
      return { nonce, userId: user.id, expiresAt: expires_at }
    },
    error: () => new ApiError('action.nonce_invalid'),
  }
  const result = await action(guard)
  if (!used) throw new Error('a signed posting ran without consuming its nonce')
  return result
}

function requireSigner(user: SessionUser, { title, params, signed }: SignedAction): void {
  const message = signedActionMessage({ title, params, nonce: signed.nonce, expiresAt: signed.expires_at })
  if (!isPersonalSigner(message, signed.signature as Hex, user.address.toLowerCase())) throw new ApiError('action.signature_invalid')
}

/** One conditional UPDATE: of concurrent uses of a nonce exactly one matches; the rest see none. */
function nonceConsumption(userId: number, signed: SignedFields): RawBuilder<{ nonce: string }> {
  return sql`update action_nonces set used_at = now()
    where nonce = ${signed.nonce} and user_id = ${userId} and used_at is null
      and expires_at = ${new Date(signed.expires_at)} and expires_at > now()
    returning nonce`
}

async function consumeActionNonce(trx: Db, userId: number, signed: SignedFields): Promise<void> {
  const { rows } = await nonceConsumption(userId, signed).execute(trx)
  if (rows.length === 0) throw new ApiError('action.nonce_invalid')
}
