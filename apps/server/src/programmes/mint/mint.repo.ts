import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { referralChildren } from '../../modules/user/referralChildren.ts'
import { mintTables } from './mint.table.ts'

const big = (value: string | null | undefined) => BigInt(value ?? 0)

/** CP of every active record: the denominator of the day's emission. */
export async function totalActiveCp(db: Db): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`select sum(cp)::text as total from mint_records where status = 1`.execute(db)
  return big(rows[0]?.total)
}

/** The user's own active CP, and that of the generations that pay them share rewards. */
export async function userCp(db: Db, userId: number, shareDepth: number) {
  const { rows } = await sql<{ self_cp: string | null; share_cp: string | null }>`
    select
      (select sum(cp)::text from mint_records where user_id = ${userId} and status = 1) as self_cp,
      (select sum(r.cp)::text from referral_paths p join mint_records r on r.user_id = p.descendant_id and r.status = 1
        where p.ancestor_id = ${userId} and p.depth <= ${shareDepth}) as share_cp`.execute(db)
  return { selfCp: big(rows[0]?.self_cp), shareCp: big(rows[0]?.share_cp) }
}

/** Direct referrals that hold an active record ("valid" for the mint). */
export async function validDirectCount(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from referral_paths p
    where p.ancestor_id = ${userId} and p.depth = 1 and exists (select 1 from mint_records r where r.user_id = p.descendant_id and r.status = 1)`.execute(db)
  return Number(rows[0]?.count ?? 0)
}

export async function boughtNodeLevel(db: Db, userId: number): Promise<number> {
  const row = await mintTables(db).selectFrom('mint_nodes').select('level').where('user_id', '=', userId).executeTakeFirst()
  return row?.level ?? 0
}

export async function listMintRecords(db: Db, userId: number, status: number, limit: number, offset: number) {
  return mintTables(db)
    .selectFrom('mint_records')
    .select(['id', 'amount', 'cp', 'out_amount', 'remain_amount', 'hap_amount', 'btpi_amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export type MintRecordRow = Awaited<ReturnType<typeof listMintRecords>>[number]

export async function insertMintRecord(trx: Db, values: { userId: number; amount: bigint; cp: bigint; outAmount: bigint; hap: bigint; btpi: bigint; transactionId: string; at: Date }) {
  return mintTables(trx)
    .insertInto('mint_records')
    .values({
      user_id: values.userId,
      amount: values.amount.toString(),
      cp: values.cp.toString(),
      out_amount: values.outAmount.toString(),
      remain_amount: values.outAmount.toString(),
      hap_amount: values.hap.toString(),
      btpi_amount: values.btpi.toString(),
      status: 1,
      transaction_id: values.transactionId,
      created_at: values.at,
    })
    .returning(['id', 'amount', 'cp', 'out_amount', 'remain_amount', 'hap_amount', 'btpi_amount', 'status', 'created_at'])
    .executeTakeFirstOrThrow()
}

/** False when the user already had a level 2 node (the primary key settles races). */
export async function insertNode(trx: Db, userId: number, transactionId: string, at: Date): Promise<boolean> {
  const row = await mintTables(trx)
    .insertInto('mint_nodes')
    .values({ user_id: userId, level: 2, transaction_id: transactionId, created_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst()
  return row !== undefined
}

/** Direct referrals with their own active CP and their whole team's. */
export async function childrenCp(db: Db, userId: number, limit: number, offset: number) {
  return referralChildren(db, {
    parentId: userId,
    figures: {
      self_cp: (member) => sql<string>`coalesce((select sum(cp) from mint_records r where r.user_id = ${member} and r.status = 1), 0)::text`,
      children_cp: (member) => sql<string>`coalesce((select sum(r.cp) from referral_paths d join mint_records r on r.user_id = d.descendant_id and r.status = 1
        where d.ancestor_id = ${member}), 0)::text`,
    },
    limit,
    offset,
  })
}
