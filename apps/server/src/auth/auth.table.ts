import type { Generated } from 'kysely'

export interface AuthNoncesTable {
  nonce: string
  expires_at: Date
  used_at: Date | null
  created_at: Generated<Date>
}

export interface SessionsTable {
  /** sha256 of the bearer token: a leaked table does not leak sessions. */
  token_hash: string
  address: string
  expires_at: Date
  revoked_at: Date | null
  /** Signed in on the console's own origin (ADMIN_ORIGIN). */
  console: Generated<boolean>
  created_at: Generated<Date>
}
