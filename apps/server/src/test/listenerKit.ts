import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import { LISTENER_APPLICATION_NAME } from '../db/postgresListener.ts'

/** Ends every listening connection on `db`'s database, as a server restart or a failover would: answers how many. */
export async function terminateListeners(db: Db): Promise<number> {
  const { rows } = await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(db)
  return rows.length
}

export async function countListeners(db: Db): Promise<number> {
  const { rows } = await sql`select 1 from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(db)
  return rows.length
}
