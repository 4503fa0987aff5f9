import { z } from 'zod'
import { MAX_FUND_UNITS } from '../rules/circulation.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount } from './wallet.ts'

export const fundConfig = defineEndpoint({
  method: 'GET',
  path: '/circulation/fund/config',
  auth: true,
  summary: "Foundation fund: status '0' closed, '1' open, '2' already joined; fund_amount is one share's price",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
    status: z.enum(['0', '1', '2']),
    fund_amount: decimalAmount,
    /** Of a share's price, the part burned; the rest is pledged for pledge_days. */
    burn_rate: decimalAmount,
    pledge_days: z.number().int(),
    daily_rate: decimalAmount,
    token: z.string(),
    token_id: z.number().int(),
    /** Units bought when status is '2', else 0. */
    joined_num: z.number().int(),
  }),
  }),
})

export const fundJoinParams = builtOnFirstUse(() => z.object({ num: z.number().int().min(1).max(MAX_FUND_UNITS) }))

export function fundJoinSignedParams(input: z.input<ReturnType<typeof fundJoinParams>>): SignedActionMessageParameters['params'] {
  return [['num', input.num]]
}

export const fundJoin = defineEndpoint({
  method: 'POST',
  path: '/circulation/fund/join',
  auth: true,
  summary: `Buy num shares of the foundation fund with usable HAP (burn_rate of it burned, the rest pledged), once per account, signed '${signedActionTitles.circulationFundJoin}'`,
  schemas: () => ({
    input: fundJoinParams().extend(signedActionFields),
    output: z.object({ num: z.number().int(), amount: decimalAmount, status: z.literal('2') }),
  }),
})

/** The caller's fund share: its pledge and reward, its term and whether the pledge was returned. */
export const fundInfo = z.lazy(() =>
  z.object({
    id: z.number().int(),
    num: z.number().int(),
    /** Reward paid so far. */
    reward_amount: decimalAmount,
    /** What is (or was, once redeemed) pledged: the share price less the burned part. */
    pledge_amount: decimalAmount,
    burned_amount: decimalAmount,
    token: z.string(),
    /** ISO 8601: the pledge earns from the start of the day after the join until end_time. */
    begin_time: z.string(),
    end_time: z.string(),
    /** '0' not redeemed, '1' redeemed. */
    redeem_status: z.enum(['0', '1']),
  }),
)

export const fundInfoGet = defineEndpoint({
  method: 'GET',
  path: '/circulation/fund/info',
  auth: true,
  summary: "The caller's fund share, or null before joining",
  schemas: () => ({
    input: z.object({}),
    output: fundInfo.nullable(),
  }),
})

export const fundRedeem = defineEndpoint({
  method: 'POST',
  path: '/circulation/fund/redeem',
  auth: true,
  summary: `After end_time, return the pledged part to usable once, signed '${signedActionTitles.circulationFundRedeem}'`,
  schemas: () => ({
    input: z.object(signedActionFields),
    output: fundInfo,
  }),
})
