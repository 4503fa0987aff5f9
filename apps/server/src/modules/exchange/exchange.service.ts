import type { ApiErrorKey } from '@hapdex/core/api/errors'
import { exchangeDoSignedParams, type exchangeDo, type exchangePair } from '@hapdex/core/api/exchange'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { exchangeInputError, exchangeQuote, type ExchangeInputError } from '@hapdex/core/rules/exchangeFee'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedAction } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { postLedgerTransaction } from '../wallet/ledger.ts'
import { parsePositiveAmount, toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { findEnabledPair, insertExchangeOrder, listExchangeOrders, listPairs, type ExchangeOrderRow } from './exchange.repo.ts'

const errorKeys: Record<ExchangeInputError, ApiErrorKey> = {
  h164: 'exchange.amount_required',
  h422: 'exchange.target_required',
  h423: 'exchange.below_minimum',
  h424: 'exchange.above_maximum',
  h425: 'exchange.pair_unavailable',
  h426: 'exchange.token_missing',
  h427: 'exchange.source_required',
}

const tokenView = (token: TokenSettings) => ({ token: token.symbol, token_id: token.id, logo: token.logo, decimals: token.decimals })

export async function exchangeConfigs(ctx: WalletContext) {
  const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
  const pairs = await listPairs(ctx.db, { enabledOnly: true })
  const exchangeMap: Record<string, z.infer<typeof exchangePair>[]> = {}
  const listed = new Set<number>()
  for (const pair of pairs) {
    const [t1, t2] = [tokens.get(pair.t1_id), tokens.get(pair.t2_id)]
    if (t1 === undefined || t2 === undefined) continue
    listed.add(t1.id).add(t2.id)
    ;(exchangeMap[t1.symbol] ??= []).push({
      t2_token: t2.symbol,
      t2_id: t2.id,
      t2_logo: t2.logo,
      exchange_rate: pair.exchange_rate,
      fee_rate: pair.fee_rate,
      min_amount: toDecimal(BigInt(pair.min_amount), t1),
      max_amount: toDecimal(BigInt(pair.max_amount), t1),
    })
  }
  const tokenList = [...tokens.values()].filter((token) => listed.has(token.id)).map(tokenView)
  return { token_list: tokenList, exchange_map: exchangeMap }
}

type ExchangeDoInput = z.output<(typeof exchangeDo)['input']>

/** Checks in the screen's order (core rule), so the server answers the key the screen would show. */
async function validate(ctx: WalletContext, input: ExchangeDoInput) {
  const t1 = input.t1_id === undefined ? undefined : await ctx.tokens.byId(input.t1_id)
  const t2 = input.t2_id === undefined ? undefined : await ctx.tokens.byId(input.t2_id)
  const amount = t1 === undefined || !input.amount ? undefined : parsePositiveAmount(input.amount, t1)
  const pair = t1 && t2 ? await findEnabledPair(ctx.db, t1.id, t2.id) : undefined
  const limits = pair && { minAmount: BigInt(pair.min_amount), maxAmount: BigInt(pair.max_amount) }
  const problem = exchangeInputError({ sourceId: t1?.id, targetId: t2?.id, amount, pair: limits })
  if (problem !== undefined || !t1 || !t2 || amount === undefined || !pair) {
    const limit = problem === 'h423' ? pair?.min_amount : problem === 'h424' ? pair?.max_amount : undefined
    throw new ApiError(errorKeys[problem ?? 'h425'], limit === undefined || !t1 ? {} : { detail: toDecimal(BigInt(limit), t1) })
  }
  // The gross rounds down and the fee up (exchangeQuote): the pool never pays a fraction of a unit it was not paid for.
  const quote = exchangeQuote({ amount, sourceDecimals: t1.decimals, targetDecimals: t2.decimals, rate: pair.exchange_rate, feeRate: pair.fee_rate })
  if (quote.received <= 0n) throw new ApiError('wallet.amount_invalid', { detail: 'nothing would be received' })
  return { t1, t2, amount, pair, quote }
}

/**
 * One ledger transaction: the user's t1 goes to the exchange pool, the pool pays the converted
 * amount in t2, of which the fee goes to the fee account and the rest to the user.
 */
export async function doExchange(ctx: WalletContext, user: SessionUser, input: ExchangeDoInput) {
  const { t1, t2, amount, pair, quote } = await validate(ctx, input)
  const signed = { title: signedActionTitles.exchangeDo, params: exchangeDoSignedParams(input), signed: input }
  const row = await requireSignedAction(ctx.db, user, signed, async (trx) => {
    const transactionId = await postLedgerTransaction(trx, {
      idempotencyKey: `exchange:${input.nonce}`,
      kind: 'exchange',
      postings: [
        { owner: 'user', userId: user.id, purpose: 'usable', tokenId: t1.id, amount: -amount },
        { owner: 'system', purpose: 'exchange_pool', tokenId: t1.id, amount },
        { owner: 'system', purpose: 'exchange_pool', tokenId: t2.id, amount: -quote.gross },
        { owner: 'user', userId: user.id, purpose: 'usable', tokenId: t2.id, amount: quote.received },
        ...(quote.fee > 0n ? [{ owner: 'system' as const, purpose: 'fees' as const, tokenId: t2.id, amount: quote.fee }] : []),
      ],
    }, {
      bills: [
        { userId: user.id, tokenId: t1.id, behavior: billBehaviors.exchangeOut, amount, usableChange: -amount, counterparty: t2.symbol },
        { userId: user.id, tokenId: t2.id, behavior: billBehaviors.exchangeIn, amount: quote.received, usableChange: quote.received, counterparty: t1.symbol },
      ],
    })
    // The nonce was consumed in this very transaction, so its key cannot have been posted before.
    if (transactionId === undefined) throw new Error(`exchange ${input.nonce} posted twice`)
    return insertExchangeOrder(trx, { userId: user.id, t1Id: t1.id, t2Id: t2.id, amount, rate: pair.exchange_rate, feeRate: pair.fee_rate, fee: quote.fee, received: quote.received, transactionId })
  })
  return toRecord(row, new Map([[t1.id, t1], [t2.id, t2]]))
}

function toRecord(row: ExchangeOrderRow, tokens: Map<number, TokenSettings>) {
  const fallback = { symbol: '', decimals: 18 }
  const t1 = tokens.get(row.t1_id) ?? { ...fallback, symbol: String(row.t1_id) }
  const t2 = tokens.get(row.t2_id) ?? { ...fallback, symbol: String(row.t2_id) }
  return {
    id: Number(row.id),
    t1_id: row.t1_id,
    t2_id: row.t2_id,
    t1_name: t1.symbol,
    t2_name: t2.symbol,
    amount: toDecimal(BigInt(row.amount), t1),
    exchange_rate: row.exchange_rate,
    fee: toDecimal(BigInt(row.fee), t2),
    real_exchange_amount: toDecimal(BigInt(row.received), t2),
    created_time: row.created_at.toISOString(),
  }
}

export async function exchangeHistory(ctx: WalletContext, userId: number, page: number, pageSize: number) {
  const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
  const rows = await listExchangeOrders(ctx.db, userId, page, pageSize)
  return { list: rows.map((row) => toRecord(row, tokens)), page, page_size: pageSize }
}
