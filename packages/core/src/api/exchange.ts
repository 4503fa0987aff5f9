import { z } from 'zod'
import { amount, int4Id } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount, recordPageQuery } from './wallet.ts'

export const exchangeToken = z.lazy(() => z.object({ token: z.string(), token_id: z.number().int(), logo: z.string(), decimals: z.number().int() }))

/** One direction t1 → t2; min and max bound the source amount (max '0' means no maximum). */
export const exchangePair = z.lazy(() =>
  z.object({
    t2_token: z.string(),
    t2_id: z.number().int(),
    t2_logo: z.string(),
    /** Target tokens per source token. */
    exchange_rate: decimalAmount,
    /** Fraction of the converted amount kept as fee. */
    fee_rate: decimalAmount,
    min_amount: decimalAmount,
    max_amount: decimalAmount,
  }),
)

export const exchangeConfigs = defineEndpoint({
  method: 'GET',
  path: '/exchange/configs',
  auth: false,
  summary: 'Exchangeable tokens and the pairs keyed by source token name',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ token_list: z.array(exchangeToken), exchange_map: z.record(z.string(), z.array(exchangePair)) }),
  }),
})

/**
 * Ids and amount are optional here so that a missing one answers the spec's own keys (h427,
 * h422, h164) instead of a generic bad request. The amount is a decimal string, never a number.
 */
export const exchangeDoParams = builtOnFirstUse(() =>
  z.object({
    t1_id: int4Id.optional(),
    t2_id: int4Id.optional(),
    amount: amount.or(z.literal('')).optional(),
  }),
)

export function exchangeDoSignedParams(input: z.input<ReturnType<typeof exchangeDoParams>>): SignedActionMessageParameters['params'] {
  return [
    ['t1_id', input.t1_id ?? ''],
    ['t2_id', input.t2_id ?? ''],
    ['amount', input.amount ?? ''],
  ]
}

export const exchangeRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    t1_id: z.number().int(),
    t2_id: z.number().int(),
    t1_name: z.string(),
    t2_name: z.string(),
    amount: decimalAmount,
    exchange_rate: decimalAmount,
    fee: decimalAmount,
    real_exchange_amount: decimalAmount,
    created_time: z.string(),
  }),
)

export const exchangeDo = defineEndpoint({
  method: 'POST',
  path: '/exchange/do',
  auth: true,
  summary: `Exchange t1 for t2 at the configured rate, signed '${signedActionTitles.exchangeDo}'; received = amount × rate − fee`,
  schemas: () => ({
    input: exchangeDoParams().extend(signedActionFields),
    output: exchangeRecord,
  }),
})

export const exchangeList = defineEndpoint({
  method: 'GET',
  path: '/exchange/list',
  auth: true,
  summary: 'The signed-in user\'s exchanges, newest first (page size 10)',
  schemas: () => ({
    input: recordPageQuery(),
    output: z.object({ list: z.array(exchangeRecord), page: z.number().int(), page_size: z.number().int() }),
  }),
})
