import { z } from 'zod'
import { MAX_FUND_UNITS } from '../rules/circulation.ts'
import { defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount } from './wallet.ts'

export const fundConfig = defineEndpoint({
  method: 'GET',
  path: '/circulation/fund/config',
  auth: true,
  summary: "Circulation fund: status '0' closed, '1' open, '2' already joined; fund_amount HAP per unit",
  input: z.object({}),
  output: z.object({
    status: z.enum(['0', '1', '2']),
    fund_amount: decimalAmount,
    token: z.string(),
    token_id: z.number().int(),
    /** Units bought when status is '2', else 0. */
    joined_num: z.number().int(),
  }),
})

export const fundJoinParams = z.object({ num: z.number().int().min(1).max(MAX_FUND_UNITS) })

export function fundJoinSignedParams(input: z.input<typeof fundJoinParams>): SignedActionMessageParameters['params'] {
  return [['num', input.num]]
}

export const fundJoin = defineEndpoint({
  method: 'POST',
  path: '/circulation/fund/join',
  auth: true,
  summary: `Buy num units of the circulation fund with usable HAP, once per account, signed '${signedActionTitles.circulationFundJoin}'`,
  input: fundJoinParams.extend(signedActionFields),
  output: z.object({ num: z.number().int(), amount: decimalAmount, status: z.literal('2') }),
})
