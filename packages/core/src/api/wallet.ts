import { z } from 'zod'
import { accountAddress, int4, int4Id, int4IdQuery, INT4_MAX, INT4_MIN, pageNumber, pageSize } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import type { Language } from '../i18n/languages.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'

/** Money on the wire: a non-negative decimal string in whole tokens ('12.5'), never a JS number. */
export const decimalAmount = z.lazy(() => z.string().regex(/^\d+(\.\d+)?$/, 'decimal amount'))
/** A balance change: negative when value left the balance. */
export const signedDecimalAmount = z.lazy(() => z.string().regex(/^-?\d+(\.\d+)?$/, 'signed decimal amount'))
export const txHash = z.lazy(() => z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'transaction hash'))
export const tokenId = int4IdQuery

/** The spec's internal id of the BNB-type chain, as clients send it (withdraw chain_id 13). */
export const PARENT_CHAIN_ID = 13

/** Record lists page by 10 (spec section 9). */
export const recordPageQuery = builtOnFirstUse(() => z.object({ page: pageNumber, page_size: pageSize(10) }))

/** Bill behaviors: what moved a usable balance. Codes are stable; texts follow the `Lang` header. */
export const billBehaviors = {
  deposit: 1,
  withdraw: 2,
  withdrawRefund: 3,
  transferOut: 4,
  transferIn: 5,
  exchangeOut: 6,
  exchangeIn: 7,
  circulationFundJoin: 8,
  bpMint: 9,
  bpNodeBuy: 10,
  bpClaimCp: 11,
  bpClaimShare: 12,
  bpClaimNode: 13,
  bpClaimSuperNode: 14,
  productMint: 15,
  productRelease: 16,
  welcomeGrant: 17,
  airdropClaim: 18,
  // Reward accruals: a programme's reward balance grew (bill type 5); claims move it to usable.
  bpCpReward: 20,
  bpShareReward: 21,
  bpNodeReward: 22,
  bpSuperNodeReward: 23,
  minerProduction: 24,
  minerDirectBonus: 25,
  minerIndirectBonus: 26,
  airdrop918: 27,
  pledgeDo: 28,
  pledgeRedeem: 29,
  pledgeRewardClaim: 30,
  pledgeReward: 31,
  fundRedeem: 32,
  fundReward: 33,
  partnerBuy: 34,
  partnerReferralReward: 35,
  partnerTeamReward: 36,
  partnerAirdrop: 37,
  partnerSeatAirdrop: 38,
  nftBuy: 39,
  nftStaticReward: 40,
  nftShareReward: 41,
  nftRankReward: 42,
  nftClaimStatic: 43,
  nftClaimShare: 44,
  nftClaimRank: 45,
  smJoin: 46,
  // The circulation market (decision 0032).
  cmPublishBuy: 60,
  cmPublishSell: 61,
  cmCancel: 62,
  cmReleaseBuy: 63,
  cmReleaseSell: 64,
  cmReward: 65,
  cmShareReward: 66,
  cmBurnFuel: 67,
  // Equity star cards and the trade tax's dividends (decision 0035).
  cardsLpDividend: 70,
  cardsCardDividend: 71,
  cardsClaimLp: 72,
  cardsClaimCard: 73,
  // The game market's (80+: 47-79 are left to the programmes landing beside it).
  gameTransferIn: 80,
  gameTransferOut: 81,
  gameTransferRefund: 82,
} as const
export type BillBehavior = (typeof billBehaviors)[keyof typeof billBehaviors]

export const billBehaviorNames: Record<BillBehavior, Record<Language, string>> = {
  1: { 'en-US': 'Deposit', 'zh-CN': '充值', 'zh-HK': '充值', 'ja-JP': '入金', 'ko-KR': '입금' },
  2: { 'en-US': 'Withdraw', 'zh-CN': '提现', 'zh-HK': '提現', 'ja-JP': '出金', 'ko-KR': '출금' },
  3: { 'en-US': 'Withdraw refund', 'zh-CN': '提现退回', 'zh-HK': '提現退回', 'ja-JP': '出金返金', 'ko-KR': '출금 환불' },
  4: { 'en-US': 'Transfer out', 'zh-CN': '转出', 'zh-HK': '轉出', 'ja-JP': '送金', 'ko-KR': '이체 출금' },
  5: { 'en-US': 'Transfer in', 'zh-CN': '转入', 'zh-HK': '轉入', 'ja-JP': '受取', 'ko-KR': '이체 입금' },
  6: { 'en-US': 'Flash exchange out', 'zh-CN': '闪兑支出', 'zh-HK': '閃兌支出', 'ja-JP': 'フラッシュ交換（支払）', 'ko-KR': '플래시 교환 지출' },
  7: { 'en-US': 'Flash exchange in', 'zh-CN': '闪兑收入', 'zh-HK': '閃兌收入', 'ja-JP': 'フラッシュ交換（受取）', 'ko-KR': '플래시 교환 수입' },
  8: { 'en-US': 'Circulation fund', 'zh-CN': '流通基金', 'zh-HK': '流通基金', 'ja-JP': '流通ファンド', 'ko-KR': '유통 펀드' },
  9: { 'en-US': 'Mint', 'zh-CN': '铸造', 'zh-HK': '鑄造', 'ja-JP': 'ミント', 'ko-KR': '민팅' },
  10: { 'en-US': 'Buy node', 'zh-CN': '购买节点', 'zh-HK': '購買節點', 'ja-JP': 'ノード購入', 'ko-KR': '노드 구매' },
  11: { 'en-US': 'Claim CP reward', 'zh-CN': '领取算力奖励', 'zh-HK': '領取算力獎勵', 'ja-JP': 'CP報酬の受取', 'ko-KR': 'CP 보상 수령' },
  12: { 'en-US': 'Claim share reward', 'zh-CN': '领取分享奖励', 'zh-HK': '領取分享獎勵', 'ja-JP': 'シェア報酬の受取', 'ko-KR': '공유 보상 수령' },
  13: { 'en-US': 'Claim node reward', 'zh-CN': '领取节点奖励', 'zh-HK': '領取節點獎勵', 'ja-JP': 'ノード報酬の受取', 'ko-KR': '노드 보상 수령' },
  14: { 'en-US': 'Claim super node reward', 'zh-CN': '领取超级节点奖励', 'zh-HK': '領取超級節點獎勵', 'ja-JP': 'スーパーノード報酬の受取', 'ko-KR': '슈퍼 노드 보상 수령' },
  15: { 'en-US': 'Mint (classic)', 'zh-CN': '铸造（旧版）', 'zh-HK': '鑄造（舊版）', 'ja-JP': 'ミント（旧版）', 'ko-KR': '민팅(구버전)' },
  16: { 'en-US': 'Mint release', 'zh-CN': '铸造释放', 'zh-HK': '鑄造釋放', 'ja-JP': 'ミント解放', 'ko-KR': '민팅 해제' },
  17: { 'en-US': 'Welcome grant', 'zh-CN': '新手赠送', 'zh-HK': '新手贈送', 'ja-JP': 'ウェルカム付与', 'ko-KR': '웰컴 지급' },
  18: { 'en-US': 'Airdrop claim', 'zh-CN': '空投领取', 'zh-HK': '空投領取', 'ja-JP': 'エアドロップ受取', 'ko-KR': '에어드롭 수령' },
  20: { 'en-US': 'CP reward', 'zh-CN': '算力奖励', 'zh-HK': '算力獎勵', 'ja-JP': 'CP報酬', 'ko-KR': 'CP 보상' },
  21: { 'en-US': 'Share reward', 'zh-CN': '分享奖励', 'zh-HK': '分享獎勵', 'ja-JP': 'シェア報酬', 'ko-KR': '공유 보상' },
  22: { 'en-US': 'Node reward', 'zh-CN': '节点奖励', 'zh-HK': '節點獎勵', 'ja-JP': 'ノード報酬', 'ko-KR': '노드 보상' },
  23: { 'en-US': 'Super node reward', 'zh-CN': '超级节点奖励', 'zh-HK': '超級節點獎勵', 'ja-JP': 'スーパーノード報酬', 'ko-KR': '슈퍼 노드 보상' },
  24: { 'en-US': 'Mining output', 'zh-CN': '挖矿产出', 'zh-HK': '挖礦產出', 'ja-JP': 'マイニング産出', 'ko-KR': '채굴 산출' },
  25: { 'en-US': 'Direct invitee bonus', 'zh-CN': '直推奖励', 'zh-HK': '直推獎勵', 'ja-JP': '直接紹介ボーナス', 'ko-KR': '직접 초대 보너스' },
  26: { 'en-US': 'Indirect invitee bonus', 'zh-CN': '间推奖励', 'zh-HK': '間推獎勵', 'ja-JP': '間接紹介ボーナス', 'ko-KR': '간접 초대 보너스' },
  27: { 'en-US': '918 airdrop', 'zh-CN': '918 空投', 'zh-HK': '918 空投', 'ja-JP': '918 エアドロップ', 'ko-KR': '918 에어드롭' },
  28: { 'en-US': 'Pledge', 'zh-CN': '质押', 'zh-HK': '質押', 'ja-JP': 'ステーク', 'ko-KR': '스테이킹' },
  29: { 'en-US': 'Pledge redeem', 'zh-CN': '质押赎回', 'zh-HK': '質押贖回', 'ja-JP': 'ステーク解除', 'ko-KR': '스테이킹 해제' },
  30: { 'en-US': 'Claim pledge reward', 'zh-CN': '领取质押奖励', 'zh-HK': '領取質押獎勵', 'ja-JP': 'ステーク報酬の受取', 'ko-KR': '스테이킹 보상 수령' },
  31: { 'en-US': 'Pledge reward', 'zh-CN': '质押奖励', 'zh-HK': '質押獎勵', 'ja-JP': 'ステーク報酬', 'ko-KR': '스테이킹 보상' },
  32: { 'en-US': 'Fund redeem', 'zh-CN': '基金赎回', 'zh-HK': '基金贖回', 'ja-JP': 'ファンド償還', 'ko-KR': '펀드 상환' },
  33: { 'en-US': 'Fund reward', 'zh-CN': '基金奖励', 'zh-HK': '基金獎勵', 'ja-JP': 'ファンド報酬', 'ko-KR': '펀드 보상' },
  34: { 'en-US': 'Partner seat', 'zh-CN': '合伙人席位', 'zh-HK': '合夥人席位', 'ja-JP': 'パートナー席', 'ko-KR': '파트너 좌석' },
  35: { 'en-US': 'Partner referral reward', 'zh-CN': '合伙人推荐奖励', 'zh-HK': '合夥人推薦獎勵', 'ja-JP': 'パートナー紹介報酬', 'ko-KR': '파트너 추천 보상' },
  36: { 'en-US': 'Partner team reward', 'zh-CN': '合伙人团队奖励', 'zh-HK': '合夥人團隊獎勵', 'ja-JP': 'パートナーチーム報酬', 'ko-KR': '파트너 팀 보상' },
  37: { 'en-US': 'Partner airdrop', 'zh-CN': '合伙人空投', 'zh-HK': '合夥人空投', 'ja-JP': 'パートナーエアドロップ', 'ko-KR': '파트너 에어드롭' },
  38: { 'en-US': 'Seat airdrop', 'zh-CN': '席位空投', 'zh-HK': '席位空投', 'ja-JP': '席エアドロップ', 'ko-KR': '좌석 에어드롭' },
  39: { 'en-US': 'Buy NFT', 'zh-CN': '购买NFT', 'zh-HK': '購買NFT', 'ja-JP': 'NFT購入', 'ko-KR': 'NFT 구매' },
  40: { 'en-US': 'NFT static output', 'zh-CN': 'NFT静态产出', 'zh-HK': 'NFT靜態產出', 'ja-JP': 'NFT静的産出', 'ko-KR': 'NFT 정적 산출' },
  41: { 'en-US': 'NFT share reward', 'zh-CN': 'NFT分享奖励', 'zh-HK': 'NFT分享獎勵', 'ja-JP': 'NFTシェア報酬', 'ko-KR': 'NFT 공유 보상' },
  42: { 'en-US': 'NFT rank reward', 'zh-CN': 'NFT排名奖励', 'zh-HK': 'NFT排名獎勵', 'ja-JP': 'NFTランキング報酬', 'ko-KR': 'NFT 순위 보상' },
  43: { 'en-US': 'Claim NFT static output', 'zh-CN': '领取NFT静态产出', 'zh-HK': '領取NFT靜態產出', 'ja-JP': 'NFT静的産出の受取', 'ko-KR': 'NFT 정적 산출 수령' },
  44: { 'en-US': 'Claim NFT share reward', 'zh-CN': '领取NFT分享奖励', 'zh-HK': '領取NFT分享獎勵', 'ja-JP': 'NFTシェア報酬の受取', 'ko-KR': 'NFT 공유 보상 수령' },
  45: { 'en-US': 'Claim NFT rank reward', 'zh-CN': '领取NFT排名奖励', 'zh-HK': '領取NFT排名獎勵', 'ja-JP': 'NFTランキング報酬の受取', 'ko-KR': 'NFT 순위 보상 수령' },
  46: { 'en-US': 'Member recruit', 'zh-CN': '会员招募', 'zh-HK': '會員招募', 'ja-JP': 'メンバー募集', 'ko-KR': '회원 모집' },
  60: { 'en-US': 'Circulation buy order', 'zh-CN': '流通买单', 'zh-HK': '流通買單', 'ja-JP': '流通買い注文', 'ko-KR': '유통 매수 주문' },
  61: { 'en-US': 'Circulation sell order', 'zh-CN': '流通卖单', 'zh-HK': '流通賣單', 'ja-JP': '流通売り注文', 'ko-KR': '유통 매도 주문' },
  62: { 'en-US': 'Circulation order withdrawn', 'zh-CN': '流通订单撤回', 'zh-HK': '流通訂單撤回', 'ja-JP': '流通注文の取消', 'ko-KR': '유통 주문 철회' },
  63: { 'en-US': 'Circulation buy completed', 'zh-CN': '流通买入完成', 'zh-HK': '流通買入完成', 'ja-JP': '流通買い完了', 'ko-KR': '유통 매수 완료' },
  64: { 'en-US': 'Circulation sale completed', 'zh-CN': '流通卖出完成', 'zh-HK': '流通賣出完成', 'ja-JP': '流通売り完了', 'ko-KR': '유통 매도 완료' },
  65: { 'en-US': 'Circulation reward', 'zh-CN': '流通奖励', 'zh-HK': '流通獎勵', 'ja-JP': '流通報酬', 'ko-KR': '유통 보상' },
  66: { 'en-US': 'Circulation share reward', 'zh-CN': '流通分享奖励', 'zh-HK': '流通分享獎勵', 'ja-JP': '流通シェア報酬', 'ko-KR': '유통 공유 보상' },
  67: { 'en-US': 'Burn fuel', 'zh-CN': '燃烧燃料', 'zh-HK': '燃燒燃料', 'ja-JP': 'バーン燃料', 'ko-KR': '소각 연료' },
  70: { 'en-US': 'LP dividend', 'zh-CN': 'LP分红', 'zh-HK': 'LP分紅', 'ja-JP': 'LP配当', 'ko-KR': 'LP 배당' },
  71: { 'en-US': 'Card dividend', 'zh-CN': '星卡分红', 'zh-HK': '星卡分紅', 'ja-JP': 'スターカード配当', 'ko-KR': '스타 카드 배당' },
  72: { 'en-US': 'Claim LP dividend', 'zh-CN': '领取LP分红', 'zh-HK': '領取LP分紅', 'ja-JP': 'LP配当の受取', 'ko-KR': 'LP 배당 수령' },
  73: { 'en-US': 'Claim card dividend', 'zh-CN': '领取星卡分红', 'zh-HK': '領取星卡分紅', 'ja-JP': 'スターカード配当の受取', 'ko-KR': '스타 카드 배당 수령' },
  80: { 'en-US': 'To the game', 'zh-CN': '转入游戏', 'zh-HK': '轉入遊戲', 'ja-JP': 'ゲームへ送金', 'ko-KR': '게임으로 이체' },
  81: { 'en-US': 'From the game', 'zh-CN': '游戏转出', 'zh-HK': '遊戲轉出', 'ja-JP': 'ゲームから受取', 'ko-KR': '게임에서 이체' },
  82: { 'en-US': 'Game transfer refund', 'zh-CN': '游戏划转退回', 'zh-HK': '遊戲劃轉退回', 'ja-JP': 'ゲーム送金の返金', 'ko-KR': '게임 이체 환불' },
}

/**
 * Record categories (`type_arr` filter): 0 deposit, 1 withdraw, 2 transfer, 3 flash exchange, 4
 * circulation fund, 5 programme rewards credited (to a reward balance, or to usable for rewards
 * paid out directly such as the old mint's release), 6 programme payments and claims.
 */
export const billTypes = { deposit: 0, withdraw: 1, transfer: 2, exchange: 3, circulation: 4, reward: 5, programme: 6 } as const

/** One bill row; deposit, withdraw and transfer records are bill rows of their behaviors. */
export const billRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    created_time: z.string(),
    token_id: z.number().int(),
    token: z.string(),
    token_name: z.string(),
    behavior: z.number().int(),
    behavior_txt: z.string(),
    type: z.number().int(),
    type_txt: z.string(),
    /** Absolute amount moved. */
    amount: decimalAmount,
    usable_change: signedDecimalAmount,
    /** The other side: destination of a withdrawal or transfer, sender of a deposit or transfer in. */
    counterparty: z.string(),
    tx_hash: z.string(),
    status: z.number().int(),
    status_txt: z.string(),
  }),
)
export type BillRecord = z.infer<typeof billRecord>

export const walletAsset = z.lazy(() =>
  z.object({
    token: z.string(),
    token_id: z.number().int(),
    logo: z.string(),
    decimals: z.number().int(),
    contract: z.string(),
    usable: decimalAmount,
    frozen: decimalAmount,
    /** usable + frozen. */
    balance: decimalAmount,
  }),
)

export const walletList = defineEndpoint({
  method: 'GET',
  path: '/wallet/list',
  auth: true,
  summary: 'Custodial balances of the signed-in user, one per configured token',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(walletAsset) }),
  }),
})

export const walletInfo = defineEndpoint({
  method: 'GET',
  path: '/wallet/info',
  auth: true,
  summary: 'Balance of one token',
  schemas: () => ({
    input: z.object({ token_id: tokenId }),
    output: walletAsset,
  }),
})

export const walletTokenKeys = ['HAPB', 'BtPi', 'USDT', 'HAPC', 'GOC', 'HAP', 'BGC'] as const

export const walletInfoByKey = defineEndpoint({
  method: 'GET',
  path: '/wallet/info-by-key',
  auth: true,
  summary: 'Usable balance of a token by key, with its USD price from the on-chain pair against USDT',
  schemas: () => ({
    input: z.object({ token_key: z.enum(walletTokenKeys) }),
    output: z.object({ token: z.string(), token_id: z.number().int(), usable: decimalAmount, usd_price: decimalAmount }),
  }),
})

export const chainLink = z.lazy(() => z.object({ parent_chain_id: z.number().int(), chain_id: z.number().int(), contract: address }))

/** Token config of recharge, withdraw and transfer (spec section 3). */
export const tokenConfig = z.lazy(() =>
  z.object({
    token: z.string(),
    token_id: z.number().int(),
    logo: z.string(),
    decimals: z.number().int(),
    chain_list: z.array(chainLink),
    /** The deposit receiving address (recharge configs); empty elsewhere. */
    address: z.string(),
    min_amount: decimalAmount,
    fee_rate: decimalAmount,
    min_fee: decimalAmount,
    max_fee: decimalAmount,
  }),
)
export type TokenConfig = z.infer<typeof tokenConfig>

export const rechargeConfigs = defineEndpoint({
  method: 'GET',
  path: '/recharge/configs',
  auth: false,
  summary: 'Depositable tokens with their contract, receiving address and minimum deposit',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(tokenConfig) }),
  }),
})

export const walletGetReceiver = defineEndpoint({
  method: 'POST',
  path: '/wallet/get-receiver',
  auth: true,
  summary: 'The address to send a deposit of a token to; deposits are attributed to the sending wallet',
  schemas: () => ({
    input: z.object({ chain_parent_id: z.coerce.number().int().min(INT4_MIN).max(INT4_MAX), token_id: tokenId }),
    output: z.object({ address, token_id: z.number().int(), contract: address, min_amount: decimalAmount }),
  }),
})

export const depositStatuses = ['pending', 'credited', 'held'] as const
export const depositStatus = z.lazy(() => z.enum(depositStatuses))

export const walletEntryMark = defineEndpoint({
  method: 'POST',
  path: '/wallet/entry-mark',
  auth: true,
  summary: 'Report a deposit transaction: credited at once when confirmed, else when the watcher sees it confirmed',
  schemas: () => ({
    input: z.object({ tx_hash: txHash }),
    output: z.object({
    list: z.array(z.object({ log_index: z.number().int(), token_id: z.number().int(), amount: decimalAmount, status: depositStatus })),
  }),
  }),
})

/** A deposit as operators see it: held ones wait for review (unregistered sender, below the minimum). */
export const adminDeposit = z.lazy(() =>
  z.object({
    id: z.number().int(),
    tx_hash: txHash,
    log_index: z.number().int(),
    token: z.string(),
    token_id: z.number().int(),
    amount: decimalAmount,
    from_address: address,
    status: depositStatus,
    hold_reason: z.string(),
    /** The registered user the deposit is (or will be) credited to; '' while the sender is unknown. */
    user_address: z.union([address, z.literal('')]),
    created_at: z.string(),
  }),
)

export const adminDepositList = defineEndpoint({
  method: 'GET',
  path: '/admin/deposit/list',
  auth: true,
  summary: 'Operators: deposits by status (default: held for review), newest first, with the count of each status',
  schemas: () => ({
    input: recordPageQuery().extend({ status: depositStatus.default('held') }),
    /** total: the deposits of the status asked for; counts: of every status. */
    output: z.object({ list: z.array(adminDeposit), page: z.number().int(), page_size: z.number().int(), total: z.number().int(), counts: z.record(z.string(), z.number().int()) }),
  }),
})

export const adminDepositRelease = defineEndpoint({
  method: 'POST',
  path: '/admin/deposit/release',
  auth: true,
  summary: "Operators: credit a held deposit to a registered user, by default its sender (who may have signed up since)",
  schemas: () => ({
    input: z.object({ id: int4Id, address: accountAddress.optional() }),
    output: adminDeposit,
  }),
})

/** `type_arr` and `behavior_arr` arrive as JSON text ('[0]'); -1 means every value. */
const jsonIntArray = z.lazy(() =>
  z
    .string()
    .max(400)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined
      try {
        const parsed: unknown = JSON.parse(text)
        const result = z.array(int4).max(20).safeParse(parsed)
        if (result.success) return result.data.includes(-1) ? undefined : result.data
      } catch {
        // Reported below.
      }
      ctx.addIssue({ code: 'custom', message: 'expected a JSON array of integers' })
      return z.NEVER
    }),
)

export const walletRecordList = defineEndpoint({
  method: 'GET',
  path: '/wallet/record/list',
  auth: true,
  summary: 'Bill rows, newest first; filters type_arr, behavior_arr ([-1] all) and token_id (0 all)',
  schemas: () => ({
    input: recordPageQuery().extend({ type_arr: jsonIntArray, behavior_arr: jsonIntArray, token_id: z.coerce.number().int().min(0).max(INT4_MAX).default(0) }),
    output: z.object({ list: z.array(billRecord), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const walletBehaviors = defineEndpoint({
  method: 'GET',
  path: '/wallet/behaviors',
  auth: false,
  summary: 'Bill behavior codes with their names in the caller\'s language',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ behavior: z.number().int(), name: z.string() })) }),
  }),
})

export const walletChainList = defineEndpoint({
  method: 'GET',
  path: '/wallet/chain/list',
  auth: false,
  summary: 'Chains deposits and withdrawals run on',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), chain_id: z.number().int() })) }),
  }),
})

export const walletTodayReward = defineEndpoint({
  method: 'GET',
  path: '/wallet/today-reward',
  auth: true,
  summary: 'Rewards credited to the caller today (settlement zone) across programmes, per token',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ token: z.string(), token_id: z.number().int(), amount: decimalAmount })) }),
  }),
})
