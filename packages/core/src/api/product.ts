import { z } from 'zod'
import { amount } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount, recordPageQuery, signedDecimalAmount } from './wallet.ts'

/** The old mint (spec 2, "Mint (old product)", route zhuzao). Amounts in the pay token (HAP). */

export const productConfig = defineEndpoint({
  method: 'GET',
  path: '/product/config',
  auth: true,
  summary: 'can_buy: how much more the caller may pay in (lang.d95 above it); the release multiple and daily rate',
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    status: z.enum(['0', '1']),
    can_buy: decimalAmount,
    limit: decimalAmount,
    token: z.string(),
    release_multiple: decimalAmount,
    daily_release_rate: decimalAmount,
    /** 0 without a referrer (minting needs one: lang.d94). */
    parent_id: z.number().int(),
  }),
  }),
})

export const productRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pay_amount: decimalAmount,
    release_amount: decimalAmount,
    released_amount: decimalAmount,
    /** 1 in progress, 0 ended. */
    status: z.number().int(),
    created_time: z.string(),
  }),
)

export const productHoldList = defineEndpoint({
  method: 'GET',
  path: '/product/hold-list',
  auth: true,
  summary: 'The caller\'s old-mint records: status -1 all (holding), 1 in progress, 0 ended; newest first',
  schemas: () => ({
    input: recordPageQuery().extend({ status: z.coerce.number().int().min(-1).max(1).default(-1) }),
    output: z.object({ list: z.array(productRecord), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const productMarketInfo = defineEndpoint({
  method: 'GET',
  path: '/product/market-info',
  auth: true,
  summary: "The caller's totals: rewarded (released so far) and remain (still to release)",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ rewarded: decimalAmount, remain: decimalAmount, pay_total: decimalAmount, token: z.string() }),
  }),
})

export const productReward = defineEndpoint({
  method: 'GET',
  path: '/product/reward',
  auth: true,
  summary: 'Daily releases credited to the caller, newest first',
  schemas: () => ({
    input: recordPageQuery(),
    output: z.object({
    list: z.array(z.object({ id: z.number().int(), created_time: z.string(), usable_change: signedDecimalAmount, type_txt: z.string() })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  }),
})

export const productRewardInfo = defineEndpoint({
  method: 'GET',
  path: '/product/reward-info',
  auth: true,
  summary: "Released today and in total to the caller",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ today: decimalAmount, total: decimalAmount, token: z.string() }),
  }),
})

export const productTeamInfo = defineEndpoint({
  method: 'GET',
  path: '/product/team-info',
  auth: true,
  summary: "The caller's direct and team counts and what the team paid into the old mint",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ dr_num: z.number().int(), team_num: z.number().int(), team_pay: decimalAmount }),
  }),
})

export const productTeamList = defineEndpoint({
  method: 'GET',
  path: '/product/team-list',
  auth: true,
  summary: "The caller's direct referrals with what each paid into the old mint",
  schemas: () => ({
    input: recordPageQuery(),
    output: z.object({
    list: z.array(z.object({ address, pay_amount: decimalAmount })),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  }),
})

export const productMintParams = builtOnFirstUse(() => z.object({ amount }))

export function productMintSignedParams(input: z.input<ReturnType<typeof productMintParams>>): SignedActionMessageParameters['params'] {
  return [['amount', input.amount]]
}

export const productMint = defineEndpoint({
  method: 'POST',
  path: '/product/mint',
  auth: true,
  summary: `Pay amount HAP (to burned) for release_multiple × amount released daily; needs a referrer; signed '${signedActionTitles.mint}'`,
  schemas: () => ({
    input: productMintParams().extend(signedActionFields),
    output: productRecord,
  }),
})
