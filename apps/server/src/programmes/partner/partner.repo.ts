import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { teamLevelOf } from '../../modules/invite/invite.repo.ts'
import { partnerTables } from './partner.table.ts'

export interface RoundRow {
  id: number
  phase: number
  begin_at: Date
  end_at: Date
  token_id: number
  pay_amount: string
  max_recruit: number
  recruited: number
}

const roundColumns = ['id', 'phase', 'begin_at', 'end_at', 'token_id', 'pay_amount', 'max_recruit', 'recruited'] as const

export async function listRounds(db: Db): Promise<RoundRow[]> {
  return partnerTables(db).selectFrom('partner_rounds').select(roundColumns).orderBy('phase').orderBy('begin_at').orderBy('id').execute()
}

export async function findRound(db: Db, id: number): Promise<RoundRow | undefined> {
  return partnerTables(db).selectFrom('partner_rounds').select(roundColumns).where('id', '=', id).executeTakeFirst()
}

/**
 * Takes one seat of an open round, or none: one conditional update, so racing buyers queue on the
 * round's row and each re-reads the count the previous one left; the round can never oversell.
 */
export async function takeSeat(trx: Db, roundId: number, now: Date): Promise<boolean> {
  const taken = await partnerTables(trx)
    .updateTable('partner_rounds')
    .set((eb) => ({ recruited: eb('recruited', '+', 1) }))
    .where('id', '=', roundId)
    .where('begin_at', '<=', now)
    .where('end_at', '>=', now)
    .whereRef('recruited', '<', 'max_recruit')
    .returning('id')
    .executeTakeFirst()
  return taken !== undefined
}

export async function hasSeat(db: Db, userId: number): Promise<boolean> {
  return (await partnerTables(db).selectFrom('partner_seats').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined
}

export interface NewSeat {
  userId: number
  round: RoundRow
  boughtAt: Date
  transactionId: string
}

export async function insertSeat(trx: Db, seat: NewSeat): Promise<void> {
  await partnerTables(trx)
    .insertInto('partner_seats')
    .values({ user_id: seat.userId, round_id: seat.round.id, phase: seat.round.phase, token_id: seat.round.token_id, pay_amount: seat.round.pay_amount, bought_at: seat.boughtAt, transaction_id: seat.transactionId })
    .execute()
}

export async function latestSeats(db: Db, limit: number) {
  return partnerTables(db)
    .selectFrom('partner_seats as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.address', 's.pay_amount', 's.token_id'])
    .orderBy('s.bought_at', 'desc')
    .orderBy('s.user_id', 'desc')
    .limit(limit)
    .execute()
}

export async function teamLevel(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ level: number }>`select ${teamLevelOf(sql`${userId}::integer`)} as level`.execute(db)
  return Number(rows[0]?.level ?? 0)
}

/** Direct invitees who are partners or genesis partners: a partner's "valid" directs. */
export async function countDirectPartners(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from users c join partner_levels l on l.user_id = c.id
    where c.parent_id = ${userId} and l.team_level >= 1`.execute(db)
  return Number(rows[0]?.n ?? 0)
}
