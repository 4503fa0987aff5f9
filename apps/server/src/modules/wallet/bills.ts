import { billBehaviorNames, billBehaviors, type BillBehavior, type BillRecord } from '@hapdex/core/api/wallet'
import type { Language } from '@hapdex/core/i18n/languages'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { toDecimal, type TokenCatalog } from './tokenCatalog.ts'

/** A bill row of a ledger transaction; postLedgerTransaction writes it with the transaction's id. */
export interface NewBill {
  userId: number
  tokenId: number
  behavior: BillBehavior
  /** Absolute amount of the event. */
  amount: bigint
  /** Signed change of the usable balance. */
  usableChange: bigint
  counterparty?: string
  txHash?: string
}

const typeOfBehavior: Record<BillBehavior, number> = {
  [billBehaviors.deposit]: 0,
  [billBehaviors.withdraw]: 1,
  [billBehaviors.withdrawRefund]: 1,
  [billBehaviors.transferOut]: 2,
  [billBehaviors.transferIn]: 2,
  [billBehaviors.exchangeOut]: 3,
  [billBehaviors.exchangeIn]: 3,
  [billBehaviors.circulationFundJoin]: 4,
  [billBehaviors.bpMint]: 6,
  [billBehaviors.bpNodeBuy]: 6,
  [billBehaviors.bpClaimCp]: 6,
  [billBehaviors.bpClaimShare]: 6,
  [billBehaviors.bpClaimNode]: 6,
  [billBehaviors.bpClaimSuperNode]: 6,
  [billBehaviors.productMint]: 6,
  [billBehaviors.productRelease]: 5,
  [billBehaviors.welcomeGrant]: 6,
  [billBehaviors.airdropClaim]: 6,
  [billBehaviors.minerProduction]: 5,
  [billBehaviors.minerDirectBonus]: 5,
  [billBehaviors.minerIndirectBonus]: 5,
  [billBehaviors.airdrop918]: 5,
  [billBehaviors.bpCpReward]: 5,
  [billBehaviors.bpShareReward]: 5,
  [billBehaviors.bpNodeReward]: 5,
  [billBehaviors.bpSuperNodeReward]: 5,
  [billBehaviors.pledgeDo]: 6,
  [billBehaviors.pledgeRedeem]: 6,
  [billBehaviors.pledgeRewardClaim]: 6,
  [billBehaviors.pledgeReward]: 5,
  [billBehaviors.fundRedeem]: 4,
  [billBehaviors.fundReward]: 5,
  [billBehaviors.partnerBuy]: 6,
  [billBehaviors.partnerReferralReward]: 5,
  [billBehaviors.partnerTeamReward]: 5,
  [billBehaviors.partnerAirdrop]: 5,
  [billBehaviors.partnerSeatAirdrop]: 5,
  [billBehaviors.nftBuy]: 6,
  [billBehaviors.nftStaticReward]: 5,
  [billBehaviors.nftShareReward]: 5,
  [billBehaviors.nftRankReward]: 5,
  [billBehaviors.nftClaimStatic]: 6,
  [billBehaviors.nftClaimShare]: 6,
  [billBehaviors.nftClaimRank]: 6,
  [billBehaviors.smJoin]: 6,
  [billBehaviors.gameTransferIn]: 6,
  [billBehaviors.gameTransferOut]: 6,
  [billBehaviors.gameTransferRefund]: 6,
  [billBehaviors.cmPublishBuy]: 6,
  [billBehaviors.cmPublishSell]: 6,
  [billBehaviors.cmCancel]: 6,
  [billBehaviors.cmReleaseBuy]: 6,
  [billBehaviors.cmReleaseSell]: 6,
  [billBehaviors.cmReward]: 5,
  [billBehaviors.cmShareReward]: 5,
  [billBehaviors.cmBurnFuel]: 6,
  [billBehaviors.cardsLpDividend]: 5,
  [billBehaviors.cardsCardDividend]: 5,
  [billBehaviors.cardsClaimLp]: 6,
  [billBehaviors.cardsClaimCard]: 6,
}

/** The record category of a behavior (bulk settlement postings write bills without billRows). */
export function billTypeOf(behavior: BillBehavior): number {
  return typeOfBehavior[behavior]
}

/** The bills table's columns but the transaction id, which ledger_post fills in. */
export function billRows(bills: readonly NewBill[]) {
  return bills.map((bill) => ({
    user_id: bill.userId,
    token_id: bill.tokenId,
    behavior: bill.behavior,
    type: typeOfBehavior[bill.behavior],
    amount: bill.amount.toString(),
    usable_change: bill.usableChange.toString(),
    counterparty: bill.counterparty ?? '',
    tx_hash: bill.txHash ?? '',
  }))
}

export interface BillFilter {
  userId: number
  page: number
  pageSize: number
  types?: readonly number[] | undefined
  behaviors?: readonly number[] | undefined
  tokenId?: number | undefined
}

export async function listBills(db: Db, filter: BillFilter) {
  let query = db.selectFrom('bills').selectAll().where('user_id', '=', filter.userId)
  if (filter.types !== undefined) query = filter.types.length === 0 ? query.where(sql<boolean>`false`) : query.where('type', 'in', filter.types)
  if (filter.behaviors !== undefined) query = filter.behaviors.length === 0 ? query.where(sql<boolean>`false`) : query.where('behavior', 'in', filter.behaviors)
  if (filter.tokenId !== undefined && filter.tokenId !== 0) query = query.where('token_id', '=', filter.tokenId)
  return query
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute()
}

export function behaviorName(behavior: number, language: Language): string {
  return billBehaviorNames[behavior as BillBehavior]?.[language] ?? String(behavior)
}

const doneTexts: Record<Language, string> = { 'en-US': 'Completed', 'zh-CN': '已完成', 'zh-HK': '已完成', 'ja-JP': '完了', 'ko-KR': '완료' }

export async function toBillRecords(rows: Awaited<ReturnType<typeof listBills>>, tokens: TokenCatalog, language: Language): Promise<BillRecord[]> {
  const byId = new Map((await tokens.all()).map((token) => [token.id, token]))
  return rows.map((row) => {
    const token = byId.get(row.token_id) ?? { symbol: String(row.token_id), decimals: 18 }
    const name = behaviorName(row.behavior, language)
    return {
      id: Number(row.id),
      created_time: row.created_at.toISOString(),
      token_id: row.token_id,
      token: token.symbol,
      token_name: token.symbol,
      behavior: row.behavior,
      behavior_txt: name,
      type: row.type,
      type_txt: name,
      amount: toDecimal(BigInt(row.amount), token),
      usable_change: toDecimal(BigInt(row.usable_change), token),
      counterparty: row.counterparty,
      tx_hash: row.tx_hash,
      status: 1,
      status_txt: doneTexts[language],
    }
  })
}
