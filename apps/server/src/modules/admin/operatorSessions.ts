import { sql } from 'kysely'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'

/**
 * An operator session operates only while it is in use and young (decision 0046): each console
 * call records it, one that comes after the idle limit, or past the absolute limit since sign-in,
 * is refused and the operator signs in again. One statement: the session's age and its last use
 * are read and written together.
 */
export async function touchOperatorSession(db: Db, config: Config, tokenHash: string, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - config.operatorSessionIdleMinutes * 60_000)
  const signedInSince = new Date(now.getTime() - config.operatorSessionHours * 3_600_000)
  const { rows } = await sql<{ token_hash: string }>`
    insert into operator_session_activity (token_hash, last_seen_at)
    select token_hash, ${now} from sessions where token_hash = ${tokenHash} and created_at > ${signedInSince}
    on conflict (token_hash) do update set last_seen_at = excluded.last_seen_at
      where operator_session_activity.last_seen_at > ${idleSince}
    returning token_hash`.execute(db)
  if (rows.length === 0) throw new ApiError('operator.session_expired')
}

/** Ends every session of the operator's address, on every device; answers how many were open. */
export async function endOperatorSessions(db: Db, address: string): Promise<number> {
  const ended = await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('address', '=', address).where('revoked_at', 'is', null).returning('token_hash').execute()
  return ended.length
}
