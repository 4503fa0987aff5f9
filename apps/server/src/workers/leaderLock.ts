import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

/** Fixed numbers shared by every process of the deployment: one leader per loop. */
export const leaderLocks = {
  /** The withdrawal payer: one signer of the hot wallet's nonces (the number the money loop, watcher and payer together, had). */
  payouts: 7_100_005,
  /** The deposit watcher. */
  deposits: 7_100_010,
  /** The solvency check. */
  solvency: 7_100_011,
  /** Daily settlements and the programmes' retried work. */
  programmes: 7_100_006,
  /** Transactions the server sends for the exchange's upkeep (the pool keeper): one sender, one set of nonces. */
  keeper: 7_100_007,
  /** The pair and liquidity indexers: one reader of the chain's logs. */
  indexers: 7_100_008,
  /** The daily price snapshot. */
  priceSnapshot: 7_100_009,
} as const

/**
 * Runs `work` while this process holds the loop's session advisory lock on one reserved
 * connection, so only one process runs that loop at a time; resolves false when another holds it.
 */
export async function withLeaderLock(db: Db, lock: number, work: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lock}) as locked`.execute(connection)
    if (rows[0]?.locked !== true) return false
    try {
      await work()
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection)
    }
    return true
  })
}
