import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'

/**
 * Runs one set-based statement of a settlement with the planner grouping by sort rather than by
 * hash (decision 0039). A hash table of numeric sums holds a state of about 900 bytes per group,
 * so a grouping into a million users (mint_cp, a job's accounts) walks hundreds of megabytes of
 * scattered memory, or spills past work_mem: at 200,000 users mint_cp's grouping took 1.6–2.5 s
 * by hash and 0.6–0.9 s by a sort of the same rows. Index scans are switched off with it: without
 * a hash the planner would read the table in index order, a random heap page per row, where one
 * sequential scan and an in-memory sort cost less. Both settings are planner choices only (what
 * the statement computes is the same) and return to their defaults after it; on an error the
 * transaction is rolled back, and the settings with it.
 */
export async function withSortedGrouping<T>(trx: Db, statement: () => Promise<T>): Promise<T> {
  await sql`set local enable_hashagg = off`.execute(trx)
  await sql`set local enable_indexscan = off`.execute(trx)
  const result = await statement()
  await sql`set local enable_hashagg to default`.execute(trx)
  await sql`set local enable_indexscan to default`.execute(trx)
  return result
}
