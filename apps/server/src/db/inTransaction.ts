import type { Db } from './database.ts'

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: a service that
 * must be atomic stays so on its own, and an operator action's audit entry (modules/admin/audit)
 * can still commit with it. Kysely refuses a transaction inside a transaction.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
