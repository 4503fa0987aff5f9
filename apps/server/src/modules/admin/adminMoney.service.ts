import type { adminExchangeSave } from '@hapdex/core/api/admin'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { listPairs } from '../exchange/exchange.repo.ts'
import { toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'

const tokenView = (token: TokenSettings) => ({ token: token.symbol, token_id: token.id, logo: token.logo, decimals: token.decimals })

/** Whole-token decimal strings to base units; more decimals than the token has is a bad request. */
function baseUnits(text: string, token: TokenSettings): bigint {
  try {
    return parseAmount(text, token.decimals)
  } catch (cause) {
    throw new ApiError('bad_request', { detail: `${text} has more than ${token.decimals} decimals`, cause })
  }
}

/**
 * `catalog`: the tokens, read before a transaction `db` may be: the catalog reads through the
 * database's own connection, and PGlite has only the transaction's.
 */
async function toAdminPairs(ctx: WalletContext, db: Db = ctx.db, catalog?: readonly TokenSettings[]) {
  const tokens = new Map((catalog ?? (await ctx.tokens.all())).map((token) => [token.id, token]))
  const pairs = await listPairs(db, { enabledOnly: false })
  return pairs.flatMap((pair) => {
    const [t1, t2] = [tokens.get(pair.t1_id), tokens.get(pair.t2_id)]
    if (t1 === undefined || t2 === undefined) return []
    return [
      {
        id: pair.id,
        t1: tokenView(t1),
        t2: tokenView(t2),
        exchange_rate: pair.exchange_rate,
        fee_rate: pair.fee_rate,
        min_amount: toDecimal(BigInt(pair.min_amount), t1),
        max_amount: toDecimal(BigInt(pair.max_amount), t1),
        enabled: pair.enabled,
      },
    ]
  })
}

export async function exchangePairs(ctx: WalletContext) {
  return { list: await toAdminPairs(ctx) }
}

type AdminPair = Awaited<ReturnType<typeof toAdminPairs>>[number]

/** One pair as operators see it, or null, for the audit of a change to it. */
export async function exchangePairOf(ctx: WalletContext, db: Db, catalog: readonly TokenSettings[], which: (pair: AdminPair) => boolean) {
  return (await toAdminPairs(ctx, db, catalog)).find(which) ?? null
}

export async function saveExchangePair(ctx: WalletContext, input: z.output<(typeof adminExchangeSave)['input']>, db: Db = ctx.db, catalog?: readonly TokenSettings[]) {
  if (input.t1_id === input.t2_id) throw new ApiError('bad_request', { detail: 't1 and t2 must differ' })
  const byId = async (id: number) => {
    if (catalog === undefined) return ctx.tokens.byId(id)
    const token = catalog.find((candidate) => candidate.id === id)
    if (token === undefined) throw new ApiError('wallet.token_unknown')
    return token
  }
  const [t1] = await Promise.all([byId(input.t1_id), byId(input.t2_id)])
  const min = baseUnits(input.min_amount, t1)
  const max = baseUnits(input.max_amount, t1)
  if (max !== 0n && max < min) throw new ApiError('bad_request', { detail: 'max_amount is below min_amount' })
  const values = { exchange_rate: input.exchange_rate, fee_rate: input.fee_rate, min_amount: min.toString(), max_amount: max.toString(), enabled: input.enabled }
  await db
    .insertInto('exchange_pairs')
    .values({ t1_id: input.t1_id, t2_id: input.t2_id, ...values })
    .onConflict((oc) => oc.columns(['t1_id', 't2_id']).doUpdateSet(values))
    .execute()
  const saved = (await toAdminPairs(ctx, db, catalog)).find((pair) => pair.t1.token_id === input.t1_id && pair.t2.token_id === input.t2_id)
  if (saved === undefined) throw new Error('saved exchange pair not found')
  return saved
}

export async function deleteExchangePair(ctx: WalletContext, id: number, db: Db = ctx.db) {
  const result = await db.deleteFrom('exchange_pairs').where('id', '=', id).executeTakeFirst()
  if (result.numDeletedRows === 0n) throw new ApiError('not_found')
  return { ok: true as const }
}
