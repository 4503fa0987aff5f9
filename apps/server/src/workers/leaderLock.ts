import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

/** Any fixed number shared by every process of the deployment. */
const WORKERS_LOCK = 7_100_005

/**
 * Runs `work` while this process holds the workers' session advisory lock on one reserved
 * connection, so only one process pays and credits at a time; resolves false when another holds it.
 */
export async function withLeaderLock(db: Db, work: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${WORKERS_LOCK}) as locked`.execute(connection)
    if (rows[0]?.locked !== true) return false
    try {
      await work()
    } finally {
      await sql`select pg_advisory_unlock(${WORKERS_LOCK})`.execute(connection)
    }
    return true
  })
}
