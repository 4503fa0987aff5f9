import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { partnerTables } from './partner.table.ts'

export interface VoteRow {
  id: number
  title: string
  content: string
  begin_at: Date
  end_at: Date
}

/** The current vote is the newest one published. */
export async function currentVote(db: Db): Promise<VoteRow | undefined> {
  return partnerTables(db).selectFrom('partner_votes').select(['id', 'title', 'content', 'begin_at', 'end_at']).orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export async function voteCounts(db: Db, voteId: number): Promise<{ agree: number; disagree: number }> {
  const { rows } = await sql<{ agree: string | number; disagree: string | number }>`
    select count(*) filter (where view_point = 1) as agree, count(*) filter (where view_point = 0) as disagree
    from partner_ballots where vote_id = ${voteId}`.execute(db)
  return { agree: Number(rows[0]?.agree ?? 0), disagree: Number(rows[0]?.disagree ?? 0) }
}

export async function ballotOf(db: Db, voteId: number, userId: number): Promise<number | undefined> {
  return (await partnerTables(db).selectFrom('partner_ballots').select('view_point').where('vote_id', '=', voteId).where('user_id', '=', userId).executeTakeFirst())?.view_point
}

/** False when the user had voted: the primary key keeps one ballot, however many requests race. */
export async function castBallot(db: Db, ballot: { voteId: number; userId: number; viewPoint: number; at: Date }): Promise<boolean> {
  const inserted = await partnerTables(db)
    .insertInto('partner_ballots')
    .values({ vote_id: ballot.voteId, user_id: ballot.userId, view_point: ballot.viewPoint, voted_at: ballot.at })
    .onConflict((oc) => oc.columns(['vote_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst()
  return inserted !== undefined
}
