import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { smTables } from './sm.table.ts'

export async function findMember(db: Db, userId: number) {
  return smTables(db).selectFrom('sm_members').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export interface NewMember {
  userId: number
  payType: 0 | 1
  tokenId: number
  payAmount: bigint
  discount: string
  txHash: string | null
  transactionId: string
  joinedAt: Date
}

/** One row per user and per hash: a racing second join fails on its key (23505), the caller says which. */
export async function insertMember(db: Db, member: NewMember): Promise<void> {
  await smTables(db)
    .insertInto('sm_members')
    .values({
      user_id: member.userId,
      pay_type: member.payType,
      token_id: member.tokenId,
      pay_amount: member.payAmount.toString(),
      discount: member.discount,
      tx_hash: member.txHash,
      transaction_id: member.transactionId,
      joined_at: member.joinedAt,
    })
    .execute()
}

export interface MemberCounts {
  hap_dr_num: number
  hap_team_num: number
  u_dr_num: number
  u_team_num: number
}

/** Members under a user by pay token, direct and whole team, in one indexed read of the closure. */
export async function memberCounts(db: Db, userId: number): Promise<MemberCounts> {
  const { rows } = await sql<Record<keyof MemberCounts, string | number>>`
    select count(*) filter (where m.pay_type = 1 and p.depth = 1) as hap_dr_num,
           count(*) filter (where m.pay_type = 1) as hap_team_num,
           count(*) filter (where m.pay_type = 0 and p.depth = 1) as u_dr_num,
           count(*) filter (where m.pay_type = 0) as u_team_num
    from referral_paths p join sm_members m on m.user_id = p.descendant_id
    where p.ancestor_id = ${userId} and p.depth >= 1`.execute(db)
  const row = rows[0]
  return {
    hap_dr_num: Number(row?.hap_dr_num ?? 0),
    hap_team_num: Number(row?.hap_team_num ?? 0),
    u_dr_num: Number(row?.u_dr_num ?? 0),
    u_team_num: Number(row?.u_team_num ?? 0),
  }
}

/** Direct referrals who joined, newest first (the user id breaks a tie in the join time, so pages never overlap). */
export async function joinedChildren(db: Db, userId: number, { limit, offset }: { limit: number; offset: number }): Promise<{ address: string; pay_type: number }[]> {
  const { rows } = await sql<{ address: string; pay_type: number }>`
    select u.address, m.pay_type
    from referral_paths p join sm_members m on m.user_id = p.descendant_id join users u on u.id = m.user_id
    where p.ancestor_id = ${userId} and p.depth = 1
    order by m.joined_at desc, m.user_id desc limit ${limit} offset ${offset}`.execute(db)
  return rows
}
