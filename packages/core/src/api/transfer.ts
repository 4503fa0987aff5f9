import { z } from 'zod'
import { accountAddress, amount, int4Id } from './fields.ts'
import { address } from '../chain/chainConfig.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { billRecord, decimalAmount, recordPageQuery } from './wallet.ts'

export const transferConfig = z.lazy(() =>
  z.object({
    token: z.string(),
    token_id: z.number().int(),
    logo: z.string(),
    decimals: z.number().int(),
    /** Fraction of the amount kept as fee ('0.01' shows as 1 %). */
    fee_rate: decimalAmount,
    min_amount: decimalAmount,
  }),
)

export const transferConfigs = defineEndpoint({
  method: 'GET',
  path: '/transfer/configs',
  auth: false,
  summary: 'Transferable tokens with their fee rate',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(transferConfig) }),
  }),
})

/** The transfer's own parameters, in signing order. */
export const transferOutParams = builtOnFirstUse(() => z.object({ token_id: int4Id, amount, to_address: accountAddress }))

export function transferOutSignedParams(input: z.input<ReturnType<typeof transferOutParams>>): SignedActionMessageParameters['params'] {
  return [
    ['token_id', input.token_id],
    ['amount', input.amount],
    ['to_address', input.to_address],
  ]
}

export const transferOut = defineEndpoint({
  method: 'POST',
  path: '/transfer/out',
  auth: true,
  summary: `Transfer to another account of the ledger, signed '${signedActionTitles.transferOut}'; the recipient gets amount − fee`,
  schemas: () => ({
    input: transferOutParams().extend(signedActionFields),
    output: z.object({ id: z.number().int(), token_id: z.number().int(), amount: decimalAmount, fee: decimalAmount, received: decimalAmount, to_address: address }),
  }),
})

export const transferRecordList = defineEndpoint({
  method: 'GET',
  path: '/transfer/record/list',
  auth: true,
  summary: 'Transfers out and in of the signed-in user, newest first',
  schemas: () => ({
    input: recordPageQuery(),
    output: z.object({ list: z.array(billRecord), page: z.number().int(), page_size: z.number().int() }),
  }),
})
