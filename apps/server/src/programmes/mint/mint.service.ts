import { billBehaviorNames, billBehaviors } from '@hapdex/core/api/wallet'
import { bpRewardTypes, type BpRewardType } from '@hapdex/core/api/bp'
import { formatFraction } from '@hapdex/core/amount/formatFraction'
import { rateUnits } from '@hapdex/core/amount/mulRate'
import type { Fraction } from '@hapdex/core/amount/fraction'
import type { Language } from '@hapdex/core/i18n/languages'
import { toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import { requirePrice } from '../base/prices.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { teamCounts } from '../../modules/user/referralPaths.ts'
import { billSums, listBillsOfBehaviors } from '../base/programmeBills.ts'
import { purposeBalances } from '../base/rewardBalances.ts'
import { rewardsSince, todayStart } from '../base/todayRewards.ts'
import { boughtNodeLevel, childrenCp, listMintRecords, totalActiveCp, userCp, validDirectCount, type MintRecordRow } from './mint.repo.ts'
import { mintRewardKinds, mintRewardPurposes } from './mintRewards.ts'

/** USD figures (CP, caps) are kept in USDT base units. */
export const usdToken = (ctx: ProgrammeContext) => tokenBySymbol(ctx, 'USDT')

// Both round down, for display only.
const priceText = (price: Fraction) => formatFraction(price.numerator, price.denominator, { maxFractionDigits: 18, rounding: 'down', grouping: false })
/** '0.05' → '5': the daily addition as the screen shows it. */
const percentText = (rate: string) => formatFraction(rateUnits(rate) * 100n, 10n ** 18n, { maxFractionDigits: 16, rounding: 'down', grouping: false })

export async function mintConfigView(ctx: ProgrammeContext) {
  const [config, settlement] = await Promise.all([ctx.configs.get('mint'), ctx.configs.get('settlement')])
  const [hapPrice, btpiPrice] = await Promise.all([requirePrice(ctx.prices, config.pay_token), requirePrice(ctx.prices, config.second_pay_token)])
  return {
    status: config.status,
    u_rate: config.u_rate,
    day_addition: percentText(config.day_addition_rate),
    day_addition_rate: config.day_addition_rate,
    sn_addition_rate: config.sn_addition_rate,
    min_amount: config.min_amount,
    step: config.step,
    out_multiple: config.out_multiple,
    pay_token: config.pay_token,
    second_pay_token: config.second_pay_token,
    hap_price: priceText(hapPrice),
    btpi_price: priceText(btpiPrice),
    price_tolerance: settlement.price_tolerance,
  }
}

/** Node level: 2 when bought, else 1 at enough valid direct referrals, else 0. */
export async function nodeLevelOf(ctx: ProgrammeContext, userId: number): Promise<{ level: number; validDirects: number; needed: number }> {
  const config = await ctx.configs.get('mint')
  const [bought, validDirects] = await Promise.all([boughtNodeLevel(ctx.db, userId), validDirectCount(ctx.db, userId)])
  return { level: bought === 2 ? 2 : validDirects >= config.node_valid_directs ? 1 : 0, validDirects, needed: config.node_valid_directs }
}

export async function nodeInfo(ctx: ProgrammeContext, userId: number) {
  const node = await nodeLevelOf(ctx, userId)
  return { node_level: node.level, dr_valid_num: node.validDirects, need_valid_num: node.needed }
}

export async function nodeConfig(ctx: ProgrammeContext) {
  const config = await ctx.configs.get('mint')
  const token = await tokenBySymbol(ctx, config.node_pay_token)
  return { s_pay: config.s_pay, token: token.symbol, token_id: token.id }
}

export async function userSummary(ctx: ProgrammeContext, userId: number) {
  const config = await ctx.configs.get('mint')
  const [reward, usd] = await Promise.all([tokenBySymbol(ctx, config.reward_token), usdToken(ctx)])
  const [today, total, cp, team] = await Promise.all([
    rewardsSince(ctx.db, userId, await todayStart(ctx)),
    totalActiveCp(ctx.db),
    userCp(ctx.db, userId, config.share_rates.length),
    teamCounts(ctx.db, userId),
  ])
  const todayOf = (...behaviors: number[]) => today.filter((row) => row.token_id === reward.id && behaviors.includes(row.behavior)).reduce((sum, row) => sum + row.amount, 0n)
  const cpReward = todayOf(billBehaviors.bpCpReward)
  const shareReward = todayOf(billBehaviors.bpShareReward)
  const nodeReward = todayOf(billBehaviors.bpNodeReward, billBehaviors.bpSuperNodeReward)
  return {
    today_reward: toDecimal(cpReward + shareReward + nodeReward, reward),
    today_cp_reward: toDecimal(cpReward, reward),
    today_share_reward: toDecimal(shareReward, reward),
    today_node_reward: toDecimal(nodeReward, reward),
    total_cp: toDecimal(total, usd),
    self_share_cp: toDecimal(cp.shareCp, usd),
    self_cp: toDecimal(cp.selfCp, usd),
    dr_num: team.direct,
  }
}

export async function walletAsset(ctx: ProgrammeContext, userId: number) {
  const reward = await tokenBySymbol(ctx, (await ctx.configs.get('mint')).reward_token)
  const [balances, claimed] = await Promise.all([
    purposeBalances(ctx.db, userId, reward.id, mintRewardPurposes),
    billSums(ctx.db, userId, bpRewardTypes.map((type) => mintRewardKinds[type].claim)),
  ])
  const of = (type: BpRewardType) => ({
    claimable: toDecimal(balances[mintRewardKinds[type].purpose], reward),
    claimed: toDecimal(claimed.get(mintRewardKinds[type].claim) ?? 0n, reward),
  })
  const [cp, share, node, superNode] = bpRewardTypes.map(of) as [ReturnType<typeof of>, ReturnType<typeof of>, ReturnType<typeof of>, ReturnType<typeof of>]
  return {
    token: reward.symbol,
    cp_reward: cp.claimable,
    claimed_cp_reward: cp.claimed,
    share_reward: share.claimable,
    claimed_share_reward: share.claimed,
    node_reward: node.claimable,
    claimed_node_reward: node.claimed,
    super_node_reward: superNode.claimable,
    claimed_super_node_reward: superNode.claimed,
  }
}

type MintRecordTokens = Record<'usd' | 'hap' | 'btpi', TokenSettings>

/** The tokens a record's figures are in: looked up once for a whole list, not per row. */
export async function mintRecordTokens(ctx: ProgrammeContext): Promise<MintRecordTokens> {
  const config = await ctx.configs.get('mint')
  const [usd, hap, btpi] = await Promise.all([usdToken(ctx), tokenBySymbol(ctx, config.pay_token), tokenBySymbol(ctx, config.second_pay_token)])
  return { usd, hap, btpi }
}

export function toMintRecord(row: MintRecordRow, { usd, hap, btpi }: MintRecordTokens) {
  return {
    id: Number(row.id),
    amount: toDecimal(BigInt(row.amount), usd),
    cp: toDecimal(BigInt(row.cp), usd),
    out_amount: toDecimal(BigInt(row.out_amount), usd),
    remain_amount: toDecimal(BigInt(row.remain_amount), usd),
    status: row.status,
    created_at: row.created_at.toISOString(),
    hap_amount: toDecimal(BigInt(row.hap_amount), hap),
    btpi_amount: toDecimal(BigInt(row.btpi_amount), btpi),
  }
}

export async function mintList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; status: number }) {
  const [rows, tokens] = await Promise.all([listMintRecords(ctx.db, userId, query.status, query.page_size, (query.page - 1) * query.page_size), mintRecordTokens(ctx)])
  return rows.map((row) => toMintRecord(row, tokens))
}

export function recordTypes(language: Language) {
  return { list: bpRewardTypes.map((type) => ({ type, name: billBehaviorNames[mintRewardKinds[type].accrual][language] })) }
}

/** Accruals (+) and claims (−) of one reward balance, newest first. */
export async function rewardRecords(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number; type: number }, language: Language) {
  const kind = mintRewardKinds[query.type as BpRewardType]
  const reward = await tokenBySymbol(ctx, (await ctx.configs.get('mint')).reward_token)
  const rows = await listBillsOfBehaviors(ctx.db, userId, [kind.accrual, kind.claim], query.page_size, (query.page - 1) * query.page_size)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at.toISOString(),
      usable_change: toDecimal(row.behavior === kind.claim ? -BigInt(row.amount) : BigInt(row.amount), reward),
      type: query.type,
      type_txt: billBehaviorNames[row.behavior as keyof typeof billBehaviorNames]?.[language] ?? String(row.behavior),
    })),
    page: query.page,
    page_size: query.page_size,
  }
}

export async function childrenList(ctx: ProgrammeContext, userId: number, query: { page: number; page_size: number }) {
  const usd = await usdToken(ctx)
  const rows = await childrenCp(ctx.db, userId, query.page_size, (query.page - 1) * query.page_size)
  return {
    list: rows.map((row) => ({ address: row.address, self_cp: toDecimal(BigInt(row.self_cp), usd), children_cp: toDecimal(BigInt(row.children_cp), usd) })),
    page: query.page,
    page_size: query.page_size,
  }
}
