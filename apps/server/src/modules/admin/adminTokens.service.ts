import type { adminTokenSave } from '@hapdex/core/api/admin'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { toDecimal } from '../wallet/tokenCatalog.ts'

const columns = ['id', 'symbol', 'decimals', 'min_deposit', 'min_withdraw', 'withdraw_fee_rate', 'withdraw_min_fee', 'withdraw_max_fee', 'transfer_fee_rate', 'min_transfer', 'withdraw_review_threshold', 'withdraw_daily_limit', 'hot_float_ceiling'] as const
const amountFields = ['min_deposit', 'min_withdraw', 'withdraw_min_fee', 'withdraw_max_fee', 'min_transfer', 'withdraw_review_threshold', 'withdraw_daily_limit', 'hot_float_ceiling'] as const

type Row = { id: number; symbol: string; decimals: number; withdraw_fee_rate: string; transfer_fee_rate: string } & Record<(typeof amountFields)[number], string | bigint | number | null>

/** The deployment's withdrawal limits in whole tokens, for a token that sets none of its own. */
export type LimitDefaults = Pick<Config, 'withdrawReviewThreshold' | 'withdrawDailyLimit'>

/**
 * A token's settings as operators read them: amounts in whole tokens, the withdrawal limits as
 * they apply (the deployment's default where the token sets none). Read from the table, not the
 * token cache, so an audit sees the change.
 */
function view(row: Row, defaults: LimitDefaults) {
  const amount = (value: string | bigint | number | null) => toDecimal(BigInt(value ?? 0), row)
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
    withdraw_review_threshold: row.withdraw_review_threshold === null ? defaults.withdrawReviewThreshold : amount(row.withdraw_review_threshold),
    withdraw_daily_limit: row.withdraw_daily_limit === null ? defaults.withdrawDailyLimit : amount(row.withdraw_daily_limit),
    hot_float_ceiling: amount(row.hot_float_ceiling),
  }
}

export async function tokenSettingsList(db: Db, defaults: LimitDefaults) {
  const rows = await db.selectFrom('tokens').select(columns).orderBy('sort_order').orderBy('id').execute()
  return { list: rows.map((row) => view(row as Row, defaults)) }
}

/** One token's settings, or null for an unknown id (the audit's before and after). */
export async function tokenSettings(db: Db, id: number, defaults: LimitDefaults) {
  const row = await db.selectFrom('tokens').select(columns).where('id', '=', id).executeTakeFirst()
  return row === undefined ? null : view(row as Row, defaults)
}

/**
 * Changes the fields given, each whole-token amount read with the token's decimals. The minimum fee
 * above the maximum (a CHECK of the table) is refused here with the field named, not as a 500.
 */
export async function saveTokenSettings(db: Db, input: z.output<(typeof adminTokenSave)['input']>, defaults: LimitDefaults) {
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
  const threshold = set.withdraw_review_threshold ?? effective(row.withdraw_review_threshold, defaults.withdrawReviewThreshold, row.decimals)
  const daily = set.withdraw_daily_limit ?? effective(row.withdraw_daily_limit, defaults.withdrawDailyLimit, row.decimals)
  if (BigInt(threshold) > BigInt(daily)) throw new ApiError('bad_request', { detail: 'withdraw_review_threshold: above withdraw_daily_limit (no order could reach it)' })
  if (Object.keys(set).length > 0) await db.updateTable('tokens').set(set).where('id', '=', input.id).execute()
  return (await tokenSettings(db, input.id, defaults))!
}

function effective(stored: string | bigint | number | null, fallback: string, decimals: number): string {
  return stored === null ? parseAmount(fallback, decimals).toString() : String(stored)
}
