import { productMintSignedParams, type productMint } from '@hapdex/core/api/product'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviorNames, billBehaviors } from '@hapdex/core/api/wallet'
import { mulRate } from '@hapdex/core/amount/mulRate'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { Language } from '@hapdex/core/i18n/languages'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { findUserById } from '../../modules/user/user.repo.ts'
import { parsePositiveAmount, toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { postUserPayment } from '../base/programmePayment.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { teamCounts } from '../../modules/user/referralPaths.ts'
import { billSums, listBillsOfBehaviors } from '../base/programmeBills.ts'
import { rewardsSince, todayStart } from '../base/todayRewards.ts'
import { directPay, insertProductRecord, listProductRecords, lockUser, productTotals, teamPay, type ProductRecordRow } from './product.repo.ts'

type MintInput = z.output<(typeof productMint)['input']>

async function settings(ctx: ProgrammeContext) {
  const config = await ctx.configs.get('product')
  const token = await tokenBySymbol(ctx, config.pay_token)
  return { config, token, limit: parseAmount(config.can_buy, token.decimals) }
}

const remaining = (limit: bigint, paid: bigint) => (limit > paid ? limit - paid : 0n)

export async function productConfig(ctx: ProgrammeContext, userId: number) {
  const { config, token, limit } = await settings(ctx)
  const [totals, user] = await Promise.all([productTotals(ctx.db, userId), findUserById(ctx.db, userId)])
  return {
    status: config.status,
    can_buy: toDecimal(remaining(limit, totals.paid), token),
    limit: config.can_buy,
    token: token.symbol,
    release_multiple: config.release_multiple,
    daily_release_rate: config.daily_release_rate,
    parent_id: user?.parent_id ?? 0,
  }
}

function toRecord(row: ProductRecordRow, token: TokenSettings) {
  return {
    id: Number(row.id),
    pay_amount: toDecimal(BigInt(row.pay_amount), token),
    release_amount: toDecimal(BigInt(row.release_amount), token),
    released_amount: toDecimal(BigInt(row.released_amount), token),
    status: row.status,
    created_time: row.created_at.toISOString(),
  }
}

export async function holdList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; status: number }) {
  const { token } = await settings(ctx)
  const rows = await listProductRecords(ctx.db, userId, query.status, query.page_size, (query.page - 1) * query.page_size)
  return { list: rows.map((row) => toRecord(row, token)), page: query.page, page_size: query.page_size }
}

export async function marketInfo(ctx: ProgrammeContext, userId: number) {
  const { token } = await settings(ctx)
  const totals = await productTotals(ctx.db, userId)
  return { rewarded: toDecimal(totals.released, token), remain: toDecimal(totals.remain, token), pay_total: toDecimal(totals.paid, token), token: token.symbol }
}

export async function rewardList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number }, language: Language) {
  const { token } = await settings(ctx)
  const rows = await listBillsOfBehaviors(ctx.db, userId, [billBehaviors.productRelease], query.page_size, (query.page - 1) * query.page_size)
  return {
    list: rows.map((row) => ({ id: Number(row.id), created_time: row.created_at.toISOString(), usable_change: toDecimal(BigInt(row.amount), token), type_txt: billBehaviorNames[billBehaviors.productRelease][language] })),
    page: query.page,
    page_size: query.page_size,
  }
}

export async function rewardInfo(ctx: ProgrammeContext, userId: number) {
  const { token } = await settings(ctx)
  const [today, total] = await Promise.all([rewardsSince(ctx.db, userId, await todayStart(ctx)), billSums(ctx.db, userId, [billBehaviors.productRelease])])
  const todayAmount = today.filter((row) => row.behavior === billBehaviors.productRelease).reduce((sum, row) => sum + row.amount, 0n)
  return { today: toDecimal(todayAmount, token), total: toDecimal(total.get(billBehaviors.productRelease) ?? 0n, token), token: token.symbol }
}

export async function teamInfo(ctx: ProgrammeContext, userId: number) {
  const { token } = await settings(ctx)
  const [team, pay] = await Promise.all([teamCounts(ctx.db, userId), teamPay(ctx.db, userId)])
  return { dr_num: team.direct, team_num: team.team, team_pay: toDecimal(pay, token) }
}

export async function teamList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number }) {
  const { token } = await settings(ctx)
  const rows = await directPay(ctx.db, userId, query.page_size, (query.page - 1) * query.page_size)
  return { list: rows.map((row) => ({ address: row.address, pay_amount: toDecimal(BigInt(row.pay), token) })), page: query.page, page_size: query.page_size }
}

/**
 * `Mint` (old): at most can_buy in all (lang.d95, with what is left), then a referrer (lang.d94),
 * in spec 2 section 5's order, so a user without a referrer who asks too much hears about the
 * limit first; the HAP goes to burned.
 */
export async function mint(ctx: ProgrammeContext, user: SessionUser, input: MintInput) {
  const { config, token, limit } = await settings(ctx)
  if (config.status !== '1') throw new ApiError('programme.closed')
  const amount = parsePositiveAmount(input.amount, token)
  // Rounds down: the release promised is never more than pay × release_multiple.
  const release = mulRate(amount, config.release_multiple, 'down')
  const action = { title: signedActionTitles.mint, params: productMintSignedParams(input), signed: input }
  const row = await requireSignedPosting(ctx.db, user, action, async (trx, guard) => {
    // The limit is read under the user's lock: simultaneous purchases must not both fit in what is left.
    await lockUser(trx, user.id)
    const left = remaining(limit, (await productTotals(trx, user.id)).paid)
    if (amount > left) throw new ApiError('product.over_limit', { detail: toDecimal(left, token) })
    if (((await findUserById(trx, user.id))?.parent_id ?? 0) === 0) throw new ApiError('product.no_referrer')
    const transactionId = await postUserPayment(trx, {
      key: `product-mint:${input.nonce}`,
      kind: 'product_mint',
      guard,
      userId: user.id,
      amounts: [{ tokenId: token.id, amount }],
      to: 'burned',
      behavior: billBehaviors.productMint,
    })
    return insertProductRecord(trx, { userId: user.id, pay: amount, release, transactionId, at: ctx.clock.now() })
  })
  return toRecord(row, token)
}
