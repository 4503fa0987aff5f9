import { getAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'

const ADDRESS_BOOK_LIMIT = 20

type Row = { id: number; address: string; remark: string; created_at: Date }
const toEntry = (row: Row) => ({ id: row.id, address: row.address, remark: row.remark, created_time: row.created_at.toISOString() })
const columns = ['id', 'address', 'remark', 'created_at'] as const

export async function createAddress(db: Db, userId: number, address: string, remark: string) {
  const { count } = await db
    .selectFrom('withdraw_addresses')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  if (Number(count) >= ADDRESS_BOOK_LIMIT) throw new ApiError('withdraw.address_limit')
  const row = await db.insertInto('withdraw_addresses').values({ user_id: userId, address: getAddress(address), remark }).returning(columns).executeTakeFirstOrThrow()
  return toEntry(row)
}

export async function updateAddress(db: Db, userId: number, id: number, address: string, remark: string) {
  const row = await db
    .updateTable('withdraw_addresses')
    .set({ address: getAddress(address), remark })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(columns)
    .executeTakeFirst()
  if (row === undefined) throw new ApiError('not_found')
  return toEntry(row)
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  const result = await db.deleteFrom('withdraw_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return { deleted: result.numDeletedRows > 0n }
}

export async function listAddresses(db: Db, userId: number) {
  const rows = await db.selectFrom('withdraw_addresses').select(columns).where('user_id', '=', userId).orderBy('id', 'desc').execute()
  return { list: rows.map(toEntry) }
}
