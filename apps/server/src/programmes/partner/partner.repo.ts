import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { teamLevelOf } from '../../modules/invite/invite.repo.ts'
import { nearestAncestorAtLevel } from '../base/referral/nearestAncestorAtLevel.ts'
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

export async function hasSeat(db: Db, userId: number): Promise<boolean> {
  return (await partnerTables(db).selectFrom('partner_seats').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined
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

/** What a purchase reads before anything is locked: the buyer's seat, its referrer and the referrer's level, and who gets the team reward. */
export interface BuyerStanding {
  seatOwned: boolean
  referrerId: number
  referrerLevel: number
  teamReceiver: number | undefined
}

export interface PurchaseRead {
  round: RoundRow | undefined
  buyer: BuyerStanding | undefined
}

/**
 * Each purchase's round and buyer standing, for many purchases in ONE query: under a crowd every
 * query waits its turn for a pooled connection, and the sale statements wait behind them (bench/herd:
 * 500 first purchases reading one by one kept the first sale waiting 450 ms for a connection).
 * The referrer's level and the team receiver come from the invite module's teamLevelOf and the
 * base's nearestAncestorAtLevel (the genesis level `genesisLevel`, with its equal-rank cut-off).
 */
export async function readPurchases(db: Db, purchases: readonly { userId: number; roundId: number }[], genesisLevel: number): Promise<PurchaseRead[]> {
  const receiver = nearestAncestorAtLevel({ from: sql`(select u.parent_id as user_id)`, levelOf: teamLevelOf, atLeast: genesisLevel })
  const { rows } = await sql<Partial<RoundRow> & { ord: string; seat_owned: boolean; parent_id: number; parent_level: number; team_receiver: number | null }>`
    select q.ord, r.id, r.phase, r.begin_at, r.end_at, r.token_id, r.pay_amount::text as pay_amount, r.max_recruit, r.recruited,
      exists (select 1 from partner_seats s where s.user_id = u.id) as seat_owned,
      u.parent_id, ${teamLevelOf(sql`u.parent_id`)} as parent_level,
      (select n.receiver_id from (${receiver}) n) as team_receiver
    from unnest(${purchases.map((purchase) => purchase.userId)}::integer[], ${purchases.map((purchase) => purchase.roundId)}::integer[]) with ordinality as q(user_id, round_id, ord)
    join users u on u.id = q.user_id left join partner_rounds r on r.id = q.round_id`.execute(db)
  const byOrder = new Map(rows.map((row) => [Number(row.ord), row]))
  return purchases.map((_, index) => {
    const row = byOrder.get(index + 1)
    if (row === undefined) return { round: undefined, buyer: undefined }
    const round = row.id == null ? undefined : ({ id: row.id, phase: row.phase, begin_at: row.begin_at, end_at: row.end_at, token_id: row.token_id, pay_amount: row.pay_amount, max_recruit: row.max_recruit, recruited: row.recruited } as RoundRow)
    const buyer = { seatOwned: row.seat_owned, referrerId: row.parent_id, referrerLevel: Number(row.parent_level), teamReceiver: row.team_receiver ?? undefined }
    return { round, buyer }
  })
}
