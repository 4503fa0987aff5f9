import { z } from 'zod'
import { amount, text } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount, recordPageQuery, signedDecimalAmount } from './wallet.ts'

/** The mint centre (spec 2, "Mint (new, bp)"); rules in PROGRAMMES.md. USD amounts are decimal strings. */

export const bpConfig = defineEndpoint({
  method: 'GET',
  path: '/bp/config',
  auth: true,
  summary: "Mint settings: u_rate (share paid in HAP), the daily and super-node additions, min_amount (USD), today's pay-token prices",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    /** '1' open, '0' closed. */
    status: z.enum(['0', '1']),
    u_rate: decimalAmount,
    /** The daily addition as a percentage ('5' for 5 %). */
    day_addition: decimalAmount,
    day_addition_rate: decimalAmount,
    sn_addition_rate: decimalAmount,
    min_amount: decimalAmount,
    step: decimalAmount,
    out_multiple: decimalAmount,
    pay_token: z.string(),
    second_pay_token: z.string(),
    /** USD per whole token, read from the on-chain pairs against USDT; what the price guard compares with. */
    hap_price: decimalAmount,
    btpi_price: decimalAmount,
    /** Within this share of the server's price a signed payment is accepted. */
    price_tolerance: decimalAmount,
  }),
  }),
})

export const bpUserSummary = defineEndpoint({
  method: 'GET',
  path: '/bp/user/summary',
  auth: true,
  summary: "Today's rewards (HAP) and the CP figures: network total, the caller's shared (two generations) and own CP, direct referrals",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    today_reward: decimalAmount,
    today_cp_reward: decimalAmount,
    today_share_reward: decimalAmount,
    /** Node and super-node rewards together. */
    today_node_reward: decimalAmount,
    total_cp: decimalAmount,
    self_share_cp: decimalAmount,
    self_cp: decimalAmount,
    dr_num: z.number().int(),
  }),
  }),
})

export const bpNodeInfo = defineEndpoint({
  method: 'GET',
  path: '/bp/node/info',
  auth: true,
  summary: 'Node level (0, 1 automatic at node_valid_directs valid direct referrals, 2 bought) and the valid direct count',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ node_level: z.number().int().min(0).max(2), dr_valid_num: z.number().int(), need_valid_num: z.number().int() }),
  }),
})

export const bpNodeConfig = defineEndpoint({
  method: 'GET',
  path: '/bp/node/config',
  auth: true,
  summary: 'Price of a level 2 node (s_pay) in its pay token (USDT)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ s_pay: decimalAmount, token: z.string(), token_id: z.number().int() }),
  }),
})

export const bpRewardTypes = [0, 1, 2, 3] as const
export type BpRewardType = (typeof bpRewardTypes)[number]

export const bpWalletAsset = defineEndpoint({
  method: 'GET',
  path: '/bp/wallet/asset',
  auth: true,
  summary: 'The four reward balances (claimable) and what was claimed of each, in the reward token',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    token: z.string(),
    cp_reward: decimalAmount,
    claimed_cp_reward: decimalAmount,
    share_reward: decimalAmount,
    claimed_share_reward: decimalAmount,
    node_reward: decimalAmount,
    claimed_node_reward: decimalAmount,
    super_node_reward: decimalAmount,
    claimed_super_node_reward: decimalAmount,
  }),
  }),
})

export const bpMintRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    /** USD. */
    amount: decimalAmount,
    cp: decimalAmount,
    out_amount: decimalAmount,
    remain_amount: decimalAmount,
    /** 1 in progress, 0 finished. */
    status: z.number().int(),
    created_at: z.string(),
    hap_amount: decimalAmount,
    btpi_amount: decimalAmount,
  }),
)

export const bpMintList = defineEndpoint({
  method: 'GET',
  path: '/bp/mint/list',
  auth: true,
  summary: 'The caller\'s mint records of one status (1 in progress, 0 finished), newest first; data is an array',
  schemas: () => ({
    input: recordPageQuery().extend({ status: z.coerce.number().int().min(0).max(1).default(1) }),
    output: z.array(bpMintRecord),
  }),
})

export const bpRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    /** Change of the reward balance: + accrued, − claimed. */
    usable_change: signedDecimalAmount,
    type: z.number().int(),
    type_txt: z.string(),
  }),
)

export const bpWalletRecordList = defineEndpoint({
  method: 'GET',
  path: '/bp/wallet/record-list',
  auth: true,
  summary: 'Reward records of one type (0 CP, 1 share, 2 node, 3 super node): accruals and claims, newest first',
  schemas: () => ({
    input: recordPageQuery().extend({ type: z.coerce.number().int().min(0).max(3).default(0) }),
    output: z.object({ list: z.array(bpRecord), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const bpWalletRecordTypes = defineEndpoint({
  method: 'GET',
  path: '/bp/wallet/record-types',
  auth: true,
  summary: "The four reward types with their names in the caller's language",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ type: z.number().int(), name: z.string() })) }),
  }),
})

export const bpChildrenList = defineEndpoint({
  method: 'GET',
  path: '/bp/user/children-list',
  auth: true,
  summary: "The caller's direct referrals with their own active CP and their team's",
  schemas: () => ({
    input: recordPageQuery(),
    output: z.object({
    list: z.array(z.object({ address, self_cp: decimalAmount, children_cp: decimalAmount })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  }),
})

/** Whole USD as the stepper sends it; the server names what is wrong (off the configured step, below the minimum). */
export const bpMintParams = builtOnFirstUse(() =>
  z.object({
    amount: text(40, { trim: true, min: 1 }),
    /** What the client computed at the price it showed; the signature covers both. */
    hap_amount: amount,
    btpi_amount: amount,
  }),
)

export function bpMintSignedParams(input: z.input<ReturnType<typeof bpMintParams>>): SignedActionMessageParameters['params'] {
  return [
    ['amount', input.amount],
    ['hap_amount', input.hap_amount],
    ['btpi_amount', input.btpi_amount],
  ]
}

export const bpMint = defineEndpoint({
  method: 'POST',
  path: '/bp/mint',
  auth: true,
  summary: `Mint amount USD, paid in HAP and BtPi at today's prices (both to burned), signed '${signedActionTitles.bpMint}'`,
  schemas: () => ({
    input: bpMintParams().extend(signedActionFields),
    output: bpMintRecord,
  }),
})

export const bpNodeBuyParams = builtOnFirstUse(() => z.object({ level: z.literal(2) }))

export function bpNodeBuySignedParams(input: z.input<ReturnType<typeof bpNodeBuyParams>>): SignedActionMessageParameters['params'] {
  return [['level', input.level]]
}

export const bpNodeBuy = defineEndpoint({
  method: 'POST',
  path: '/bp/node/buy',
  auth: true,
  summary: `Buy node level 2 for s_pay USDT, signed '${signedActionTitles.bpBuyNode}'`,
  schemas: () => ({
    input: bpNodeBuyParams().extend(signedActionFields),
    output: z.object({ node_level: z.literal(2), pay_amount: decimalAmount }),
  }),
})

export const bpClaimParams = builtOnFirstUse(() => z.object({ type: z.number().int().min(0).max(3) }))

export function bpClaimSignedParams(input: z.input<ReturnType<typeof bpClaimParams>>): SignedActionMessageParameters['params'] {
  return [['type', input.type]]
}

export const bpClaim = defineEndpoint({
  method: 'POST',
  path: '/bp/wallet/claim',
  auth: true,
  summary: `Move one whole reward balance (0 CP, 1 share, 2 node, 3 super node) to usable, signed '${signedActionTitles.bpRewardClaim}'`,
  schemas: () => ({
    input: bpClaimParams().extend(signedActionFields),
    output: z.object({ type: z.number().int(), amount: decimalAmount, token: z.string() }),
  }),
})
