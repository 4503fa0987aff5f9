import { billBehaviors, billTypes } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { referralChildren } from '../../modules/user/referralChildren.ts'
import { minerTables } from './miner.table.ts'

export async function latestSession(db: Db, userId: number) {
  return minerTables(db)
    .selectFrom('miner_sessions')
    .select(['id', 'production', 'started_at', 'ends_at'])
    .where('user_id', '=', userId)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function totalMined(db: Db): Promise<bigint> {
  const row = await minerTables(db).selectFrom('miner_state').select('total_mined').where('id', '=', 1).executeTakeFirstOrThrow()
  return BigInt(row.total_mined)
}

/** Locks the mined total for this transaction: starts are decided one at a time, so the cap holds. */
export async function lockTotalMined(trx: Db): Promise<bigint> {
  const row = await minerTables(trx).selectFrom('miner_state').select('total_mined').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow()
  return BigInt(row.total_mined)
}

export async function insertSession(trx: Db, values: { userId: number; units: number; production: bigint; startedAt: Date; endsAt: Date }) {
  await minerTables(trx).updateTable('miner_state').set({ total_mined: sql`total_mined + ${values.production.toString()}::numeric` }).where('id', '=', 1).execute()
  return minerTables(trx)
    .insertInto('miner_sessions')
    .values({ user_id: values.userId, units: values.units, production: values.production.toString(), started_at: values.startedAt, ends_at: values.endsAt })
    .returning(['id', 'production', 'started_at', 'ends_at'])
    .executeTakeFirstOrThrow()
}

/** Serialises one user's starts (a second concurrent start must see the first session). */
export async function lockUserRow(trx: Db, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx)
}

/** Invitees at one depth with whether their miner ran since `activeSince` and whether they ever received an airdrop. */
export async function invitees(db: Db, userId: number, depth: number, activeSince: Date, now: Date, limit: number, offset: number) {
  return referralChildren(db, {
    parentId: userId,
    depth,
    figures: {
      active: (member) => sql<boolean>`exists (select 1 from miner_sessions s where s.user_id = ${member} and s.ends_at > ${activeSince} and s.started_at <= ${now})`,
      received: (member) => sql<boolean>`exists (select 1 from bills b where b.user_id = ${member} and b.type = ${billTypes.reward} and b.behavior in (${billBehaviors.minerProduction}, ${billBehaviors.airdrop918}))`,
    },
    limit,
    offset,
  })
}

export async function teamActivity(db: Db, userId: number, activeSince: Date, now: Date) {
  const { rows } = await sql<{ depth: number; total: string | number; active: string | number }>`
    select p.depth, count(*) as total,
      count(*) filter (where exists (select 1 from miner_sessions s where s.user_id = p.descendant_id and s.ends_at > ${activeSince} and s.started_at <= ${now})) as active
    from referral_paths p where p.ancestor_id = ${userId} and p.depth <= 2 group by p.depth order by p.depth`.execute(db)
  return rows.map((row) => ({ level: row.depth, total: Number(row.total), active: Number(row.active) }))
}
