import type { adminTokenSave } from '@hapdex/core/api/admin'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { toDecimal } from '../wallet/tokenCatalog.ts'

const columns = ['id', 'symbol', 'decimals', 'min_deposit', 'min_withdraw', 'withdraw_fee_rate', 'withdraw_min_fee', 'withdraw_max_fee', 'transfer_fee_rate', 'min_transfer'] as const
const amountFields = ['min_deposit', 'min_withdraw', 'withdraw_min_fee', 'withdraw_max_fee', 'min_transfer'] as const

type Row = { id: number; symbol: string; decimals: number; withdraw_fee_rate: string; transfer_fee_rate: string } & Record<(typeof amountFields)[number], string | bigint | number>

/** A token's settings as operators read them: amounts in whole tokens. Read from the table, not the token cache, so an audit sees the change. */
function view(row: Row) {
  const amount = (value: string | bigint | number) => toDecimal(BigInt(value), row)
  return {
    id: row.id,
    symbol: row.symbol,
    decimals: row.decimals,
    min_deposit: amount(row.min_deposit),
    min_withdraw: amount(row.min_withdraw),
    withdraw_fee_rate: row.withdraw_fee_rate,
    withdraw_min_fee: amount(row.withdraw_min_fee),
    withdraw_max_fee: amount(row.withdraw_max_fee),
    transfer_fee_rate: row.transfer_fee_rate,
    min_transfer: amount(row.min_transfer),
  }
}

export async function tokenSettingsList(db: Db) {
  const rows = await db.selectFrom('tokens').select(columns).orderBy('sort_order').orderBy('id').execute()
  return { list: rows.map((row) => view(row as Row)) }
}

/** One token's settings, or null for an unknown id (the audit's before and after). */
export async function tokenSettings(db: Db, id: number) {
  const row = await db.selectFrom('tokens').select(columns).where('id', '=', id).executeTakeFirst()
  return row === undefined ? null : view(row as Row)
}

/**
 * Changes the fields given, each whole-token amount read with the token's decimals. The minimum fee
 * above the maximum (a CHECK of the table) is refused here with the field named, not as a 500.
 */
export async function saveTokenSettings(db: Db, input: z.output<(typeof adminTokenSave)['input']>) {
  const row = await db.selectFrom('tokens').select(columns).where('id', '=', input.id).forUpdate().executeTakeFirst()
  if (row === undefined) throw new ApiError('wallet.token_unknown')
  const set: Record<string, string> = {}
  for (const field of amountFields) {
    const text = input[field]
    if (text === undefined) continue
    try {
      set[field] = parseAmount(text, row.decimals).toString()
    } catch (cause) {
      throw new ApiError('bad_request', { detail: `${field}: at most ${row.decimals} decimals`, cause })
    }
  }
  if (input.withdraw_fee_rate !== undefined) set.withdraw_fee_rate = input.withdraw_fee_rate
  if (input.transfer_fee_rate !== undefined) set.transfer_fee_rate = input.transfer_fee_rate
  const minFee = BigInt(set.withdraw_min_fee ?? String(row.withdraw_min_fee))
  const maxFee = BigInt(set.withdraw_max_fee ?? String(row.withdraw_max_fee))
  if (minFee > maxFee) throw new ApiError('bad_request', { detail: 'withdraw_min_fee: above withdraw_max_fee' })
  if (Object.keys(set).length > 0) await db.updateTable('tokens').set(set).where('id', '=', input.id).execute()
  return (await tokenSettings(db, input.id))!
}
