import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

export async function insertNonce(db: Db, nonce: string, expiresAt: Date): Promise<void> {
  await db.insertInto('auth_nonces').values({ nonce, expires_at: expiresAt }).execute()
}

/**
 * Marks the nonce used in one conditional UPDATE, so of two concurrent logins with the same
 * nonce exactly one sees a row come back.
 */
export async function consumeNonce(db: Db, nonce: string): Promise<boolean> {
  const row = await db
    .updateTable('auth_nonces')
    .set({ used_at: sql<Date>`now()` })
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('nonce')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertSession(db: Db, session: { tokenHash: string; address: string; expiresAt: Date; console: boolean }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.tokenHash, address: session.address, expires_at: session.expiresAt, console: session.console })
    .execute()
}

/** The active sessions among some token hashes, in one query (a crowd's first requests each bring a token not cached yet). */
export async function findActiveSessions(db: Db, tokenHashes: readonly string[]) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.address', 'sessions.address')
    .select(['users.id', 'users.address', 'sessions.token_hash', 'sessions.expires_at', 'sessions.console'])
    .where('sessions.token_hash', 'in', tokenHashes)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .execute()
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}
