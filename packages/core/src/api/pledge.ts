import { z } from 'zod'
import { amount, int4Id } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount } from './wallet.ts'

/** Pledge pools (spec 3, "Pledge pool"; PROGRAMMES.md "Earn"): a pool per token, on the ledger. */

export const pledgePool = z.lazy(() =>
  z.object({
    id: z.number().int(),
    token: z.string(),
    token_id: z.number().int(),
    logo: z.string(),
    /** The caller's stake in the pool. */
    pledge_amount: decimalAmount,
    /** The caller's accrued, unclaimed reward (in the pool token). */
    reward_amount: decimalAmount,
    /** '1' when reward_amount is above zero. */
    claim_status: z.enum(['0', '1']),
    min_pledge: decimalAmount,
    daily_rate: decimalAmount,
    /** '0' takes no new pledges (redeem and claim stay open). */
    status: z.enum(['0', '1']),
    /** The caller's usable balance of the pool token: what a pledge can take. */
    usable: decimalAmount,
  }),
)

export const pledgePools = defineEndpoint({
  method: 'GET',
  path: '/pledge/pools',
  auth: true,
  summary: "The pledge pools with the caller's stake and reward in each; status '0' when the programme is closed",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ status: z.enum(['0', '1']), list: z.array(pledgePool) }),
  }),
})

export const pledgeActionParams = builtOnFirstUse(() => z.object({ pool_id: int4Id, amount }))

export function pledgeActionSignedParams(input: z.input<ReturnType<typeof pledgeActionParams>>): SignedActionMessageParameters['params'] {
  return [['pool_id', input.pool_id], ['amount', input.amount]]
}

export const pledgeDo = defineEndpoint({
  method: 'POST',
  path: '/pledge/do',
  auth: true,
  summary: `Lock amount (at least the pool's min_pledge) of usable balance in a pool, signed '${signedActionTitles.pledgeDo}'`,
  schemas: () => ({
    input: pledgeActionParams().extend(signedActionFields),
    output: pledgePool,
  }),
})

export const pledgeRedeem = defineEndpoint({
  method: 'POST',
  path: '/pledge/redeem',
  auth: true,
  summary: `Unlock amount of the caller's stake back to usable (the newest pledges first), signed '${signedActionTitles.pledgeRedeem}'`,
  schemas: () => ({
    input: pledgeActionParams().extend(signedActionFields),
    output: pledgePool,
  }),
})

export const pledgeClaim = defineEndpoint({
  method: 'POST',
  path: '/pledge/claim',
  auth: true,
  summary: `Move amount of the pool's accrued reward to usable (programme.nothing_to_claim, lang.h240, at zero), signed '${signedActionTitles.pledgeRewardClaim}'`,
  schemas: () => ({
    input: pledgeActionParams().extend(signedActionFields),
    output: pledgePool,
  }),
})
