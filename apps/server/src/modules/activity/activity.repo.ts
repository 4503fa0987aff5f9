import type { Db } from '../../db/database.ts'

/** Idempotent on (activity, user). */
export async function recordJoin(db: Db, join: { activity: string; userId: number; address: string }): Promise<void> {
  await db
    .insertInto('activity_joins')
    .values({ activity: join.activity, user_id: join.userId, address: join.address })
    .onConflict((oc) => oc.columns(['activity', 'user_id']).doNothing())
    .execute()
}
