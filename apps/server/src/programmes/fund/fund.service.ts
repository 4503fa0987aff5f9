import { fundJoinSignedParams, type fundJoin, type fundRedeem } from '@hapdex/core/api/circulation'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { mulRate } from '@hapdex/core/amount/mulRate'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { fundStatus, fundTotal } from '@hapdex/core/rules/circulation'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedPosting } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { toDecimal } from '../../modules/wallet/tokenCatalog.ts'
import { addDays, dayBounds, dayIn } from '../base/clock.ts'
import { billSums } from '../base/programmeBills.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { lockStake, unlockStake } from '../base/stakes.ts'
import { findJoin, insertJoin, linkRedeemTransaction, markRedeemed, type FundJoinRow } from './fund.repo.ts'

type JoinInput = z.output<(typeof fundJoin)['input']>
type RedeemInput = z.output<(typeof fundRedeem)['input']>

async function fundSettings(ctx: ProgrammeContext) {
  const config = await ctx.configs.get('fund')
  const token = await tokenBySymbol(ctx, config.token)
  return { config, token, sharePrice: parseAmount(config.share_price, token.decimals) }
}

export async function fundConfig(ctx: ProgrammeContext, userId: number) {
  const [{ config, token, sharePrice }, join] = await Promise.all([fundSettings(ctx), findJoin(ctx.db, userId)])
  return {
    status: fundStatus({ open: config.status === '1', joined: join !== undefined }),
    fund_amount: toDecimal(sharePrice, token),
    burn_rate: config.burn_rate,
    pledge_days: config.pledge_days,
    daily_rate: config.daily_rate,
    token: token.symbol,
    token_id: token.id,
    joined_num: join?.num ?? 0,
  }
}

async function infoView(ctx: ProgrammeContext, join: FundJoinRow) {
  const token = await ctx.tokens.byId(join.token_id)
  const reward = (await billSums(ctx.db, join.user_id, [billBehaviors.fundReward])).get(billBehaviors.fundReward) ?? 0n
  return {
    id: join.id,
    num: join.num,
    reward_amount: toDecimal(reward, token),
    pledge_amount: toDecimal(BigInt(join.pledged), token),
    burned_amount: toDecimal(BigInt(join.burned), token),
    token: token.symbol,
    begin_time: join.begin_at.toISOString(),
    end_time: join.end_at.toISOString(),
    redeem_status: join.redeemed_at === null ? ('0' as const) : ('1' as const),
  }
}

export async function fundInfo(ctx: ProgrammeContext, userId: number) {
  const join = await findJoin(ctx.db, userId)
  return join === undefined ? null : infoView(ctx, join)
}

/** The pledge earns from the next settlement day on, for pledge_days whole days. */
async function termFrom(ctx: ProgrammeContext, now: Date, pledgeDays: number) {
  const zone = (await ctx.configs.get('settlement')).time_zone
  const today = dayIn(now, zone)
  return { beginAt: dayBounds(today, zone).end, endAt: dayBounds(addDays(today, pledgeDays), zone).end }
}

/** Once per account: num shares; burn_rate of the price is burned, the rest pledged for the term. */
export async function joinFund(ctx: ProgrammeContext, user: SessionUser, input: JoinInput) {
  const { config, token, sharePrice } = await fundSettings(ctx)
  if (config.status !== '1') throw new ApiError('circulation.closed')
  if ((await findJoin(ctx.db, user.id)) !== undefined) throw new ApiError('circulation.joined')
  const amount = fundTotal(sharePrice, input.num)
  // Rounds down: never more than burn_rate is burned, so what the user gets back (the pledged rest) rounds in the user's favour.
  const burned = mulRate(amount, config.burn_rate, 'down')
  const pledged = amount - burned
  const now = ctx.clock.now()
  const term = await termFrom(ctx, now, config.pledge_days)
  const signed = { title: signedActionTitles.circulationFundJoin, params: fundJoinSignedParams(input), signed: input }
  await requireSignedPosting(ctx.db, user, signed, async (trx, guard) => {
    // The pledged half is the stake; the burned half is paid in the same posting, under one bill of the whole amount.
    const transactionId = await lockStake(trx, {
      userId: user.id,
      tokenId: token.id,
      purpose: 'fund_pledged',
      amount: pledged,
      alsoPays: { to: 'burned', amount: burned },
      key: `circulation-fund:${input.nonce}`,
      kind: 'circulation_fund_join',
      behavior: billBehaviors.circulationFundJoin,
      guard,
    })
    if (transactionId === undefined) throw new ApiError('action.nonce_invalid')
    // A concurrent join of the same account loses here and rolls its debit back.
    const inserted = await insertJoin(trx, { userId: user.id, num: input.num, tokenId: token.id, amount, burned, pledged, transactionId, createdAt: now, ...term })
    if (inserted === undefined) throw new ApiError('circulation.joined')
  })
  return { num: input.num, amount: toDecimal(amount, token), status: '2' as const }
}

/** `Circulation Fund Redeem`: after end_time the pledged part returns to usable, once. */
export async function redeemFund(ctx: ProgrammeContext, user: SessionUser, input: RedeemInput) {
  const join = await findJoin(ctx.db, user.id)
  if (join === undefined) throw new ApiError('fund.not_joined')
  if (join.redeemed_at !== null) throw new ApiError('fund.redeemed')
  const now = ctx.clock.now()
  if (now.getTime() < join.end_at.getTime()) throw new ApiError('fund.not_ended')
  const pledged = BigInt(join.pledged)
  // Joins from before the term existed pledged nothing: there is nothing to return.
  if (pledged === 0n) throw new ApiError('programme.nothing_to_claim')
  const signed = { title: signedActionTitles.circulationFundRedeem, params: [], signed: input }
  await requireSignedPosting(ctx.db, user, signed, async (trx, guard) => {
    // Of concurrent redeems one marks the row; the others wait on it, then find it taken.
    if ((await markRedeemed(trx, join.id, now)) === undefined) throw new ApiError('fund.redeemed')
    const transactionId = await unlockStake(trx, { userId: user.id, tokenId: join.token_id, purpose: 'fund_pledged', amount: pledged, key: `fund-redeem:${join.id}`, kind: 'fund_redeem', behavior: billBehaviors.fundRedeem, guard })
    if (transactionId === undefined) throw new ApiError('fund.redeemed')
    await linkRedeemTransaction(trx, join.id, transactionId)
  })
  return infoView(ctx, { ...join, redeemed_at: now })
}
