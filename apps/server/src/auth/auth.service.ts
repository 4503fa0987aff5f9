import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import type { Db } from '../db/database.ts'
import { ApiError } from '../http/apiError.ts'
import { ensureUser } from '../modules/user/user.service.ts'
import { consumeNonce, insertNonce, insertSession, revokeSession } from './auth.repo.ts'
import { hashSessionToken, newSessionToken } from './sessionToken.ts'
import { NONCE_TTL_MS, verifySiweLogin } from './verifySiweLogin.ts'

export async function issueNonce(db: Db, now = new Date()): Promise<{ nonce: string; expires_at: string }> {
  // EIP-4361 nonces are alphanumeric: hex of 128 random bits.
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS)
  await insertNonce(db, nonce, expiresAt)
  return { nonce, expires_at: expiresAt.toISOString() }
}

export interface LoginParameters {
  message: string
  signature: string
  domain: string
  chainId: number
  sessionTtlHours: number
  /** The message names the console's own origin: an operator session of it (decision 0046). */
  console: boolean
}

export async function login(db: Db, parameters: LoginParameters): Promise<{ token: string; address: string; expires_at: string }> {
  const { address, nonce } = await verifySiweLogin({ ...parameters, signature: parameters.signature as Hex })
  return db.transaction().execute(async (trx) => {
    if (!(await consumeNonce(trx, nonce))) throw new ApiError('auth.nonce_invalid')
    await ensureUser(trx, address)
    const token = newSessionToken()
    const expiresAt = new Date(Date.now() + parameters.sessionTtlHours * 3600 * 1000)
    await insertSession(trx, { tokenHash: hashSessionToken(token), address, expiresAt, console: parameters.console })
    return { token, address, expires_at: expiresAt.toISOString() }
  })
}

export async function logout(db: Db, tokenHash: string): Promise<null> {
  await revokeSession(db, tokenHash)
  return null
}
