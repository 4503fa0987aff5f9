import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database.ts'
import { nftTables } from './nft.table.ts'

export interface NftTypeRow {
  id: number
  name: string
  logo: string
  price: string
  production: string
  hold_limit: number
  hapc_rate: string
  status: number
}

const typeColumns = ['id', 'name', 'logo', 'price', 'production', 'hold_limit', 'hapc_rate', 'status'] as const

export function listNftTypes(db: Db, onSaleOnly: boolean): Promise<NftTypeRow[]> {
  let query = nftTables(db).selectFrom('nft_types').select(typeColumns).orderBy('id')
  if (onSaleOnly) query = query.where('status', '=', 1)
  return query.execute()
}

export function findNftType(db: Db, id: number): Promise<NftTypeRow | undefined> {
  return nftTables(db).selectFrom('nft_types').select(typeColumns).where('id', '=', id).executeTakeFirst()
}

/** The user's producing NFTs per type. */
export async function producingCounts(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await nftTables(db)
    .selectFrom('nft_holdings')
    .select(['nft_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .groupBy('nft_id')
    .execute()
  return new Map(rows.map((row) => [row.nft_id, Number(row.n)]))
}

/**
 * Locks the user's row of the type (created on first use), then counts their producing NFTs of it:
 * of racing purchases by one user each counts after the previous one committed or rolled back,
 * so hold_limit holds whatever the concurrency.
 */
export async function lockedProducingCount(trx: Db, userId: number, nftId: number): Promise<number> {
  await sql`insert into nft_hold_locks (user_id, nft_id) values (${userId}, ${nftId})
    on conflict (user_id, nft_id) do update set user_id = excluded.user_id`.execute(trx)
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from nft_holdings where user_id = ${userId} and nft_id = ${nftId} and status = 1`.execute(trx)
  return Number(rows[0]?.n ?? 0)
}

export interface NewHolding {
  userId: number
  nftId: number
  production: bigint
  payType: number
  hap: bigint
  hapc: bigint
  transactionId: string
  at: Date
}

export function insertHolding(trx: Db, holding: NewHolding) {
  return nftTables(trx)
    .insertInto('nft_holdings')
    .values({
      user_id: holding.userId,
      nft_id: holding.nftId,
      production: holding.production.toString(),
      remain_amount: holding.production.toString(),
      created_at: holding.at,
      pay_type: holding.payType,
      hap_amount: holding.hap.toString(),
      hapc_amount: holding.hapc.toString(),
      transaction_id: holding.transactionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export interface HeldRow {
  id: string
  nft_id: number
  name: string
  logo: string
  production: string
  remain_amount: string
  status: number
  created_at: Date
}

export function listHoldings(db: Db, userId: number, filter: { status?: number; id?: string }, limit: number, offset: number): Promise<HeldRow[]> {
  let query = nftTables(db)
    .selectFrom('nft_holdings as h')
    .innerJoin('nft_types as t', 't.id', 'h.nft_id')
    .select(['h.id', 'h.nft_id', 't.name', 't.logo', 'h.production', 'h.remain_amount', 'h.status', 'h.created_at'])
    .where('h.user_id', '=', userId)
  if (filter.status !== undefined) query = query.where('h.status', '=', filter.status)
  if (filter.id !== undefined) query = query.where('h.id', '=', filter.id)
  return query.orderBy('h.id', 'desc').limit(limit).offset(offset).execute()
}

/** The SQL of one member's CP: what their producing NFTs still have to produce. */
export const memberCp = (member: RawBuilder<number>) =>
  sql<string>`(select coalesce(sum(remain_amount), 0) from nft_holdings where user_id = ${member} and status = 1)`

export async function userCp(db: Db, userId: number): Promise<bigint> {
  const { rows } = await sql<{ cp: string }>`select ${memberCp(sql.ref<number>('u.id'))}::text as cp from users u where u.id = ${userId}`.execute(db)
  return BigInt(rows[0]?.cp ?? '0')
}

export interface RankRow {
  day: string
  rank: number
  address: string
  share_cp: string
  reward: string
}

/** The last settled day's ranking, in order. */
export async function lastRanking(db: Db): Promise<RankRow[]> {
  const { rows } = await sql<RankRow>`
    select r.day::text as day, r.rank, u.address, r.share_cp::text as share_cp, r.reward::text as reward
    from nft_rank_days r join users u on u.id = r.user_id
    where r.day = (select max(day) from nft_rank_days)
    order by r.rank, r.user_id`.execute(db)
  return rows
}
