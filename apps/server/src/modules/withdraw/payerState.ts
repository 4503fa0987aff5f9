import { sql } from 'kysely'
import type { Address } from 'viem'
import type { Db } from '../../db/database.ts'
import type { WalletContext } from '../wallet/walletContext.ts'

export interface PayerState {
  address: string
  paused_reason: string | null
  shortfall: string | null
  operator_paused: boolean
  operator_paused_by: string | null
  known_nonce_count: number
  scanned_through: string | null
  updated_at: Date
}

/** The hot wallet's payer state, created on first use. */
export async function payerState(db: Db, address: Address): Promise<PayerState> {
  const key = address.toLowerCase()
  await db.insertInto('payer_state').values({ address: key, paused_reason: null, shortfall: null, operator_paused_by: null, scanned_through: null }).onConflict((oc) => oc.column('address').doNothing()).execute()
  return db.selectFrom('payer_state').selectAll().where('address', '=', key).executeTakeFirstOrThrow()
}

/** An operator's pause of the payer (true) or its end (false), by whom. */
export async function setOperatorPause(db: Db, address: Address, paused: boolean, by: string): Promise<PayerState> {
  await payerState(db, address)
  await db.updateTable('payer_state').set({ operator_paused: paused, operator_paused_by: paused ? by : null, updated_at: sql<Date>`now()` }).where('address', '=', address.toLowerCase()).execute()
  return payerState(db, address)
}

/** Whether the payer signs nothing new now: WITHDRAW_PAUSED, an operator's pause, a reconciliation under way (or failing), or a solvency shortfall. */
export async function payoutsPaused(ctx: WalletContext): Promise<boolean> {
  if (ctx.config.withdrawPaused) return true
  if (ctx.hotWalletAddress === undefined) return false
  const state = await ctx.db.selectFrom('payer_state').select(['operator_paused', 'paused_reason', 'shortfall']).where('address', '=', ctx.hotWalletAddress.toLowerCase()).executeTakeFirst()
  return state !== undefined && (state.operator_paused || state.paused_reason !== null || state.shortfall !== null)
}

/** Records the solvency check's finding for the hot wallet's payer: a shortfall stops its signing, null lets it go on. */
export async function setShortfall(db: Db, address: Address, shortfall: string | null): Promise<void> {
  await payerState(db, address)
  await db.updateTable('payer_state').set({ shortfall, updated_at: sql<Date>`now()` }).where('address', '=', address.toLowerCase()).execute()
}
