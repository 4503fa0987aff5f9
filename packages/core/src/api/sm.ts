import { z } from 'zod'
import { amount, answers, pageNumber, pageSize } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount } from './wallet.ts'

/** Member recruit (spec 3, "Member recruit (SM)"; PROGRAMMES.md "Member recruit (SM) and childlist"). */

/** pay_type 0 pays pay_amount in USDT, 1 pays hap_pay_amount in HAP. */
export const smPayType = z.lazy(() => z.union([z.literal(0), z.literal(1)]))
export type SmPayType = z.infer<typeof smPayType>

/** The spec's config status: '0' closed or not yet open (lang.h350), '4' ended (lang.h329), '1' open, '5' the caller has joined. */
export const smStatuses = ['0', '1', '4', '5'] as const
export type SmStatus = (typeof smStatuses)[number]

export const smConfig = defineEndpoint({
  method: 'GET',
  path: '/sm/config',
  auth: false,
  summary: "The joining window, both fees and discount rates, the token contracts and our receiving address for a payment on chain; status '5' once the caller has joined",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      /** 1 upcoming, 2 ongoing (both ends inclusive), 3 ended, at the server's now. */
      timeStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      begin_time: z.string(),
      end_time: z.string(),
      pay_amount: decimalAmount,
      hap_pay_amount: decimalAmount,
      status: z.enum(smStatuses),
      /** The programme's switch is on (status '0' may also mean the window has not opened yet). */
      open: z.boolean(),
      hap_discount: decimalAmount,
      partner_discount: decimalAmount,
      foundation_discount: decimalAmount,
      usdt_contract: z.string(),
      hap_contract: z.string(),
      /** Where a payment on chain goes (the deposit receiving address); '' when none is configured. */
      receiver: z.string(),
      /** The server's time, so a device clock that is off does not move the time status. */
      now: z.string(),
    }),
  }),
})

export const smSummary = defineEndpoint({
  method: 'GET',
  path: '/sm/summary',
  auth: true,
  summary: "The caller's fee paid and its token, direct referrals, and members under them by pay token (direct, and the whole team)",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      /** What the caller paid to join, in token ('0' before joining). */
      token_amount: decimalAmount,
      token: z.string(),
      /** Direct referrals (joined or not). */
      share_num: z.number().int(),
      hap_dr_num: z.number().int(),
      hap_team_num: z.number().int(),
      u_dr_num: z.number().int(),
      u_team_num: z.number().int(),
    }),
  }),
})

export const smChildren = defineEndpoint({
  method: 'GET',
  path: '/sm/children',
  auth: true,
  summary: "The caller's direct referrals who joined, newest first, a page at a time: address and type (the pay_type they joined with)",
  schemas: () => ({
    input: z.object({ page: pageNumber, page_size: pageSize(10) }),
    output: z.object({ list: z.array(z.object({ address: z.string(), type: smPayType })), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const smDiscount = defineEndpoint({
  method: 'GET',
  path: '/sm/discount',
  auth: true,
  summary: 'The highest discount that applies to the caller for a pay type (HAP payment, partner, foundation share holder; never stacked), and the fee after it',
  schemas: () => ({
    input: z.object({ pay_type: z.coerce.number().pipe(smPayType) }),
    output: z.object({
      discount: decimalAmount,
      /** Which discount it is: 'none', 'hap', 'partner' or 'foundation'. */
      source: z.enum(['none', 'hap', 'partner', 'foundation']),
      /** The fee after the discount, rounded up to the token's base unit. */
      pay_amount: decimalAmount,
      pay_token: z.string(),
    }),
  }),
})

export const smJoinParams = builtOnFirstUse(() => z.object({ pay_type: smPayType, pay_amount: amount }))

export function smJoinSignedParams(input: z.input<ReturnType<typeof smJoinParams>>): SignedActionMessageParameters['params'] {
  return [['pay_type', input.pay_type], ['pay_amount', input.pay_amount]]
}

const joined = z.lazy(() => z.object({ pay_type: smPayType, pay_amount: decimalAmount, pay_token: z.string(), discount: decimalAmount }))

export const smJoin = defineEndpoint({
  method: 'POST',
  path: '/sm/join',
  auth: true,
  summary: `Join once inside the window, paying the discounted fee (the signed pay_amount) from the custodial balance, signed '${signedActionTitles.smJoin}'`,
  schemas: () => ({
    input: smJoinParams().extend(signedActionFields),
    output: joined,
  }),
})

/** A reported hash: an empty one answers "a transaction hash must be entered". */
const reportedHash = z.lazy(() =>
  z
    .string()
    .max(100)
    .refine((text) => text.trim() !== '', answers('sm.tx_hash_required', 'a transaction hash must be entered'))
    .refine((text) => text.trim() === '' || /^0x[0-9a-fA-F]{64}$/.test(text.trim()), 'transaction hash')
    .transform((text) => text.trim().toLowerCase()),
)

export const smEntryMark = defineEndpoint({
  method: 'POST',
  path: '/sm/entry-mark',
  auth: true,
  summary: 'Join by a payment made on chain: accepted once the deposit watcher has credited that transfer from the caller to our receiving address, of the discounted fee in USDT or HAP; each hash once',
  schemas: () => ({
    input: z.object({ tx_hash: reportedHash }),
    output: joined,
  }),
})
