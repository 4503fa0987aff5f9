import type { SmPayType } from '@hapdex/core/api/sm'
import { memberConfigStatus, memberTimeStatus } from '@hapdex/core/rules/memberRecruit'
import type { TimeStatus } from '@hapdex/core/rules/partnerRound'
import type { SmConfig } from '@hapdex/core/programmes/smConfig'
import { ApiError } from '../../http/apiError.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { countReferralChildren } from '../../modules/user/referralChildren.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { bestDiscount, discountedFee, feeOf, type SmDiscount } from './smFee.ts'
import { findMember, joinedChildren, memberCounts } from './sm.repo.ts'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { Db } from '../../db/database.ts'

/** Spec 3's time status (core's rule, which the page reads again as time passes). */
export function timeStatus(config: SmConfig, now: Date): TimeStatus {
  return memberTimeStatus(config, now.getTime())
}

/** Refuses a join the window or the switch does not allow, with the message of the reason. */
export function requireOpenWindow(config: SmConfig, now: Date): void {
  if (config.status !== '1') throw new ApiError('programme.closed')
  const time = timeStatus(config, now)
  if (time === 1) throw new ApiError('sm.not_started')
  if (time === 3) throw new ApiError('sm.ended')
}

export async function smConfigView(ctx: ProgrammeContext, tools: ProgrammeRouteTools, userId: number | undefined) {
  const config = await ctx.configs.get('sm')
  const now = ctx.clock.now()
  const time = timeStatus(config, now)
  const joined = userId !== undefined && (await findMember(ctx.db, userId)) !== undefined
  const [usdt, hap] = await Promise.all([tokenBySymbol(ctx, 'USDT'), tokenBySymbol(ctx, 'HAP')])
  return {
    timeStatus: time,
    begin_time: config.begin_time,
    end_time: config.end_time,
    pay_amount: config.pay_amount,
    hap_pay_amount: config.hap_pay_amount,
    status: memberConfigStatus(config.status === '1', time, joined),
    open: config.status === '1',
    hap_discount: config.hap_discount,
    partner_discount: config.partner_discount,
    foundation_discount: config.foundation_discount,
    usdt_contract: usdt.contract ?? '',
    hap_contract: hap.contract ?? '',
    receiver: tools.deposits.receiver ?? '',
    now: now.toISOString(),
  }
}

export interface SmFee {
  payType: SmPayType
  tokenId: number
  symbol: string
  decimals: number
  amount: bigint
  discount: SmDiscount
}

/** What a user pays for a pay type now: the configured fee less the highest discount their standings give. */
export async function feeFor(ctx: ProgrammeContext, tools: ProgrammeRouteTools, db: Db, config: SmConfig, userId: number, payType: SmPayType): Promise<SmFee> {
  const fee = feeOf(config, payType)
  const token = await tokenBySymbol(ctx, fee.symbol)
  const discount = bestDiscount(config, payType, await tools.standings.held(['partner', 'foundation_holder'], db, userId))
  return { payType, tokenId: token.id, symbol: token.symbol, decimals: token.decimals, amount: discountedFee(parseAmount(fee.amount, token.decimals), discount), discount }
}

export async function smDiscountView(ctx: ProgrammeContext, tools: ProgrammeRouteTools, userId: number, payType: SmPayType) {
  const fee = await feeFor(ctx, tools, ctx.db, await ctx.configs.get('sm'), userId, payType)
  return { discount: fee.discount.rate, source: fee.discount.source, pay_amount: toDecimal(fee.amount, fee), pay_token: fee.symbol }
}

export async function smSummary(ctx: ProgrammeContext, userId: number) {
  const member = await findMember(ctx.db, userId)
  const token = member === undefined ? await tokenBySymbol(ctx, 'USDT') : await ctx.tokens.byId(member.token_id)
  const [counts, shareNum] = await Promise.all([memberCounts(ctx.db, userId), countReferralChildren(ctx.db, { parentId: userId })])
  return {
    token_amount: member === undefined ? '0' : toDecimal(BigInt(member.pay_amount), token),
    token: token.symbol,
    share_num: shareNum,
    ...counts,
  }
}

export async function smChildren(ctx: ProgrammeContext, userId: number, { page, page_size }: { page: number; page_size: number }) {
  const rows = await joinedChildren(ctx.db, userId, { limit: page_size, offset: (page - 1) * page_size })
  return { list: rows.map((row) => ({ address: row.address, type: (row.pay_type === 1 ? 1 : 0) as SmPayType })), page, page_size }
}
