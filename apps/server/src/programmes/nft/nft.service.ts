import { formatFraction } from '@hapdex/core/amount/formatFraction'
import type { Fraction } from '@hapdex/core/amount/fraction'
import { nftRewardTypes, type NftRewardType } from '@hapdex/core/api/nft'
import { billBehaviors } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import { toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import { requirePrice } from '../base/prices.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { billSums, listBillsOfBehaviors } from '../base/programmeBills.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { splitZones, zones } from '../base/referral/zones.ts'
import { purposeBalances } from '../base/rewardBalances.ts'
import { rewardsSince, todayStart } from '../base/todayRewards.ts'
import { lastRanking, listHoldings, listNftTypes, memberCp, producingCounts, userCp, type HeldRow, type NftTypeRow } from './nft.repo.ts'
import { nftRewardKinds, nftRewardPurposes } from './nftRewards.ts'

/** The tokens the centre's figures are in: prices in USD (USDT), production, CP and rewards in the reward token. */
export async function nftTokens(ctx: ProgrammeContext): Promise<{ usd: TokenSettings; reward: TokenSettings }> {
  const config = await ctx.configs.get('nft')
  const [usd, reward] = await Promise.all([tokenBySymbol(ctx, 'USDT'), tokenBySymbol(ctx, config.reward_token)])
  return { usd, reward }
}

export function toHeld(row: HeldRow, reward: TokenSettings) {
  return {
    id: Number(row.id),
    nft_id: row.nft_id,
    name: row.name,
    nft_logo: row.logo,
    production: toDecimal(BigInt(row.production), reward),
    remain_amount: toDecimal(BigInt(row.remain_amount), reward),
    status: row.status === 1 ? ('1' as const) : ('0' as const),
    created_at: row.created_at.toISOString(),
  }
}

export function toNftType(row: NftTypeRow, { usd, reward }: { usd: TokenSettings; reward: TokenSettings }) {
  return { id: row.id, name: row.name, logo: row.logo, price: toDecimal(BigInt(row.price), usd), production: toDecimal(BigInt(row.production), reward), hold_limit: row.hold_limit, hapc_rate: row.hapc_rate }
}

// Rounds down, for display only: the buy is priced again, exactly, by the server.
const priceText = (price: Fraction) => formatFraction(price.numerator, price.denominator, { maxFractionDigits: 18, rounding: 'down', grouping: false })

export async function nftListView(ctx: ProgrammeContext, userId: number | undefined) {
  const [config, settlement, tokens] = await Promise.all([ctx.configs.get('nft'), ctx.configs.get('settlement'), nftTokens(ctx)])
  const [types, held, hapPrice, hapcPrice] = await Promise.all([
    listNftTypes(ctx.db, true),
    userId === undefined ? new Map<number, number>() : producingCounts(ctx.db, userId),
    requirePrice(ctx.prices, config.pay_token),
    requirePrice(ctx.prices, config.second_pay_token),
  ])
  return {
    status: config.status,
    pay_token: config.pay_token,
    second_pay_token: config.second_pay_token,
    hap_price: priceText(hapPrice),
    hapc_price: priceText(hapcPrice),
    price_tolerance: settlement.price_tolerance,
    list: types.map((row) => {
      const holdNum = held.get(row.id) ?? 0
      return { ...toNftType(row, tokens), hold_num: holdNum, can_buy: config.status === '1' && userId !== undefined && holdNum < row.hold_limit }
    }),
  }
}

export async function summaryInfo(ctx: ProgrammeContext, userId: number) {
  const { reward } = await nftTokens(ctx)
  const [selfCp, userZones, today] = await Promise.all([userCp(ctx.db, userId), zones(ctx.db, userId, memberCp), rewardsSince(ctx.db, userId, await todayStart(ctx))])
  const { largest, others } = splitZones(userZones)
  const todayOf = (behavior: number) => today.filter((row) => row.token_id === reward.id && row.behavior === behavior).reduce((sum, row) => sum + row.amount, 0n)
  return {
    team_info: { self_cp: toDecimal(selfCp, reward), max_zone_cp: toDecimal(largest, reward), other_zone_cp: toDecimal(others, reward) },
    hold_summary: { remain_cp: toDecimal(selfCp, reward), today_cp_reward: toDecimal(todayOf(billBehaviors.nftStaticReward), reward), today_share_reward: toDecimal(todayOf(billBehaviors.nftShareReward), reward) },
  }
}

export async function rankingList(ctx: ProgrammeContext) {
  const [{ reward }, rows] = await Promise.all([nftTokens(ctx), lastRanking(ctx.db)])
  return {
    day: rows[0]?.day ?? null,
    list: rows.map((row) => ({ rank: row.rank, address: row.address, share_cp: toDecimal(BigInt(row.share_cp), reward), reward: toDecimal(BigInt(row.reward), reward) })),
  }
}

export async function holdList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; status: '0' | '1' }) {
  const [{ reward }, rows] = await Promise.all([nftTokens(ctx), listHoldings(ctx.db, userId, { status: Number(query.status) }, query.page_size, (query.page - 1) * query.page_size)])
  return { list: rows.map((row) => toHeld(row, reward)), page: query.page, page_size: query.page_size }
}

/** engbill: region 0 the direct invitee heading the largest zone, 1 those heading the others, in zone order. */
export async function childrenList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; region_index: number }) {
  const { reward } = await nftTokens(ctx)
  const all = await zones(ctx.db, userId, memberCp)
  const region = query.region_index === 0 ? all.slice(0, 1) : all.slice(1)
  const page = region.slice((query.page - 1) * query.page_size, query.page * query.page_size)
  const { rows } = page.length === 0 ? { rows: [] } : await sql<{ id: number; address: string; self_cp: string }>`
    select u.id, u.address, ${memberCp(sql.ref<number>('u.id'))}::text as self_cp from users u where u.id = any(${sql.val(page.map((zone) => zone.childId))}::integer[])`.execute(ctx.db)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return {
    list: page.map((zone) => ({ address: byId.get(zone.childId)?.address ?? '', self_cp: toDecimal(BigInt(byId.get(zone.childId)?.self_cp ?? '0'), reward), team_cp: toDecimal(zone.value, reward) })),
    page: query.page,
    page_size: query.page_size,
  }
}

export async function walletInfo(ctx: ProgrammeContext, userId: number) {
  const { reward } = await nftTokens(ctx)
  const [balances, claimed] = await Promise.all([
    purposeBalances(ctx.db, userId, reward.id, nftRewardPurposes),
    billSums(ctx.db, userId, nftRewardTypes.map((type) => nftRewardKinds[type].claim)),
  ])
  const claimable = (type: NftRewardType) => toDecimal(balances[nftRewardKinds[type].purpose], reward)
  const claimedOf = (type: NftRewardType) => toDecimal(claimed.get(nftRewardKinds[type].claim) ?? 0n, reward)
  return {
    token: reward.symbol,
    static_claim: claimedOf(0),
    static_reward: claimable(0),
    share_claim: claimedOf(1),
    share_reward: claimable(1),
    rank_claim: claimedOf(2),
    rank_reward: claimable(2),
  }
}

/** Accruals (+) and claims (−) of one reward balance, newest first. */
export async function walletRecord(ctx: ProgrammeContext, userId: number, query: { page: number; pageSize: number; type: number }) {
  const kind = nftRewardKinds[query.type as NftRewardType]
  const { reward } = await nftTokens(ctx)
  const rows = await listBillsOfBehaviors(ctx.db, userId, [kind.accrual, kind.claim], query.pageSize, (query.page - 1) * query.pageSize)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at.toISOString(),
      usable_change: toDecimal(row.behavior === kind.claim ? -BigInt(row.amount) : BigInt(row.amount), reward),
      token: reward.symbol,
    })),
    page: query.page,
    page_size: query.pageSize,
  }
}
