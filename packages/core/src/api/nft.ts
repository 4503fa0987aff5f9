import { z } from 'zod'
import { address } from '../chain/chainConfig.ts'
import { amount, int4Id, pageNumber, pageSize, text } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { savePath } from './upload.ts'
import { decimalAmount, recordPageQuery, signedDecimalAmount } from './wallet.ts'

/**
 * The NFT centre (spec 3, "NFT"; PROGRAMMES.md "NFT centre"). CP is production in the reward
 * token (HAP): a held NFT's CP is what it still has to produce.
 */

/** An NFT type's own fields (spec 3, "NFT"). */
const nftTypeFields = () =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    /** USD. */
    price: decimalAmount,
    /** What it yields in all, in the reward token. */
    production: decimalAmount,
    hold_limit: z.number().int(),
    /** Share of the price paid in the second pay token by pay type 1. */
    hapc_rate: decimalAmount,
  })

/** An NFT type on sale, with the caller's hold_num and can_buy. */
export const nftType = z.lazy(() =>
  nftTypeFields().extend({
    /** The caller's producing NFTs of this type. */
    hold_num: z.number().int(),
    /** Open, on sale, and the caller under hold_limit. */
    can_buy: z.boolean(),
  }),
)

export const nftList = defineEndpoint({
  method: 'GET',
  path: '/nft/list',
  auth: false,
  summary: "The NFT types on sale with the caller's hold_num and can_buy when signed in, and the pay tokens' USD prices the pay popup splits the price with",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      status: z.enum(['0', '1']),
      pay_token: z.string(),
      second_pay_token: z.string(),
      /** USD per whole token, from the on-chain pairs: what the price guard compares with. */
      hap_price: decimalAmount,
      hapc_price: decimalAmount,
      price_tolerance: decimalAmount,
      list: z.array(nftType),
    }),
  }),
})

export const nftTeamInfo = z.lazy(() => z.object({ self_cp: decimalAmount, max_zone_cp: decimalAmount, other_zone_cp: decimalAmount }))
export const nftHoldSummary = z.lazy(() => z.object({ remain_cp: decimalAmount, today_cp_reward: decimalAmount, today_share_reward: decimalAmount }))

export const nftSummaryInfo = defineEndpoint({
  method: 'GET',
  path: '/nft/summary-info',
  auth: true,
  summary: "The caller's team boxes (own CP, the largest zone's CP and the other zones') and holdings summary (remaining CP, today's static output and share reward)",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ team_info: nftTeamInfo, hold_summary: nftHoldSummary }),
  }),
})

export const nftRankingList = defineEndpoint({
  method: 'GET',
  path: '/nft/ranking-list',
  auth: false,
  summary: 'The ranking of the last settled day by share_cp (the CP of the invitees whose output pays share rewards): its places, in order; day null before the first',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      day: z.string().nullable(),
      list: z.array(z.object({ rank: z.number().int(), address, share_cp: decimalAmount, reward: decimalAmount })),
    }),
  }),
})

/** '1' in progress (producing), '0' ended (exhausted). */
export const nftHoldStatuses = ['0', '1'] as const

export const nftHeld = z.lazy(() =>
  z.object({
    id: z.number().int(),
    nft_id: z.number().int(),
    name: z.string(),
    nft_logo: z.string(),
    production: decimalAmount,
    remain_amount: decimalAmount,
    status: z.enum(nftHoldStatuses),
    created_at: z.string(),
  }),
)

export const nftHoldList = defineEndpoint({
  method: 'GET',
  path: '/nft/hold-list',
  auth: true,
  summary: "The caller's NFTs of one status ('1' producing, '0' exhausted), newest first",
  schemas: () => ({
    input: recordPageQuery().extend({ status: z.enum(nftHoldStatuses).default('1') }),
    output: z.object({ list: z.array(nftHeld), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const nftBuyParams = builtOnFirstUse(() =>
  z.object({
    nft_id: int4Id,
    /** 0 all in HAP, 1 HAP plus HAPC by hapc_rate. */
    type: z.union([z.literal(0), z.literal(1)]),
    /** What the pay popup showed at its prices; the signature covers both, the server charges them within the price tolerance. */
    hap_amount: amount,
    hapc_amount: amount,
  }),
)

export function nftBuySignedParams(input: z.input<ReturnType<typeof nftBuyParams>>): SignedActionMessageParameters['params'] {
  return [['nft_id', input.nft_id], ['type', input.type], ['hap_amount', input.hap_amount], ['hapc_amount', input.hapc_amount]]
}

export const nftHoldBuy = defineEndpoint({
  method: 'POST',
  path: '/nft/hold-buy',
  auth: true,
  summary: `Buy one NFT of a type, paying its price in HAP (type 0) or HAP and HAPC by hapc_rate (type 1) to income, within hold_limit, signed '${signedActionTitles.nftBuy}'`,
  schemas: () => ({
    input: nftBuyParams().extend(signedActionFields),
    output: nftHeld,
  }),
})

export const nftTeamChild = z.lazy(() => z.object({ address, self_cp: decimalAmount, team_cp: decimalAmount }))

export const nftChildrenList = defineEndpoint({
  method: 'GET',
  path: '/nft/children-list',
  auth: true,
  summary: "The caller's zones by team CP (engbill): region_index 0 the direct invitee heading the largest zone, 1 those heading the others, each with its own and its team's CP",
  schemas: () => ({
    input: recordPageQuery().extend({ region_index: z.coerce.number().int().min(0).max(1).default(0) }),
    output: z.object({ list: z.array(nftTeamChild), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const nftRewardTypes = [0, 1, 2] as const
export type NftRewardType = (typeof nftRewardTypes)[number]

export const nftWalletInfo = defineEndpoint({
  method: 'GET',
  path: '/nft/wallet-info',
  auth: true,
  summary: 'The three reward balances (static, share, rank: claimable) and what was claimed of each, in the reward token',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      token: z.string(),
      static_claim: decimalAmount,
      static_reward: decimalAmount,
      share_claim: decimalAmount,
      share_reward: decimalAmount,
      rank_claim: decimalAmount,
      rank_reward: decimalAmount,
    }),
  }),
})

export const nftWalletRecord = defineEndpoint({
  method: 'GET',
  path: '/nft/wallet-record',
  auth: true,
  summary: 'Records of one reward balance (type 0 static, 1 share, 2 rank): accruals (+) and claims (−), newest first; pageSize as the spec names it',
  schemas: () => ({
    input: z.object({ page: pageNumber, pageSize: pageSize(10), type: z.coerce.number().int().min(0).max(2).default(0) }),
    output: z.object({
      list: z.array(z.object({ id: z.number().int(), created_at: z.string(), usable_change: signedDecimalAmount, token: z.string() })),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  }),
})

export const nftClaimParams = builtOnFirstUse(() => z.object({ type: z.union(nftRewardTypes.map((type) => z.literal(type))) }))

export function nftClaimSignedParams(input: z.input<ReturnType<typeof nftClaimParams>>): SignedActionMessageParameters['params'] {
  return [['type', input.type]]
}

export const nftHoldClaim = defineEndpoint({
  method: 'POST',
  path: '/nft/hold-claim',
  auth: true,
  summary: `Move one whole reward balance (0 static, 1 share, 2 rank) to usable, signed '${signedActionTitles.nftClaim}'`,
  schemas: () => ({
    input: nftClaimParams().extend(signedActionFields),
    output: z.object({ type: z.number().int(), amount: decimalAmount, token: z.string() }),
  }),
})

/** An NFT type as operators see it: every field, on sale or not. */
export const adminNftType = z.lazy(() =>
  nftTypeFields().extend({
    /** '1' on sale, '0' withdrawn (holdings keep producing). */
    status: z.enum(['0', '1']),
  }),
)

const nftTypeInput = {
  name: text(100, { min: 1, trim: true }),
  /** A logo uploaded through /api/upload/image (its save_path). */
  logo: savePath,
  /** USD. */
  price: amount,
  production: amount,
  hold_limit: z.number().int().min(1).max(1_000_000),
  hapc_rate: z.string().regex(/^(0(\.\d{1,18})?|1(\.0{1,18})?)$/, 'a rate from 0 to 1'),
  status: z.enum(['0', '1']),
}

export const adminNftTypeList = defineEndpoint({
  method: 'GET',
  path: '/admin/nft/types',
  auth: true,
  summary: 'Every NFT type, on sale or not',
  schemas: () => ({ input: z.object({}), output: z.object({ list: z.array(adminNftType) }) }),
})

export const adminNftTypeCreate = defineEndpoint({
  method: 'POST',
  path: '/admin/nft/types',
  auth: true,
  summary: 'Add an NFT type; a repeated idempotency_key creates nothing',
  schemas: () => ({
    input: z.object({ ...nftTypeInput, status: nftTypeInput.status.default('1'), idempotency_key: text(100, { min: 8, trim: true }) }),
    output: adminNftType,
  }),
})

export const adminNftTypeUpdate = defineEndpoint({
  method: 'POST',
  path: '/admin/nft/types/update',
  auth: true,
  summary: 'Change an NFT type: what is given changes; NFTs already held keep the production they were bought with',
  schemas: () => ({
    input: z.object({ id: int4Id, ...z.object(nftTypeInput).partial().shape }),
    output: adminNftType,
  }),
})
