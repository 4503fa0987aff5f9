import { z } from 'zod'
import { amount, int4Id, text } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount } from './wallet.ts'

/** Partner recruitment and vote (spec 3, "Partner"; PROGRAMMES.md "Partner recruitment and vote"). */

const isoTime = z.lazy(() => z.iso.datetime())

/** A round (spec 3, "Partner-recruit config per round"); sliderRate and status are the client's (rules/partnerRound.ts). */
export const partnerRound = z.lazy(() =>
  z.object({
    id: z.number().int(),
    phase: z.number().int(),
    begin_time: z.string(),
    end_time: z.string(),
    pay_amount: decimalAmount,
    pay_token: z.string(),
    max_recruit: z.number().int(),
    recruited: z.number().int(),
    /** The round still sells, now or later: the programme is open and its end has not passed. */
    can_buy: z.boolean(),
  }),
)

/** What the rules popup and the banner say, as configured: rates as decimal fractions ('0.2' is 20 %). */
export const partnerRules = z.lazy(() =>
  z.object({
    referral_rate: z.string(),
    genesis_referral_rate: z.string(),
    team_rate: z.string(),
    genesis_directs: z.number().int(),
    airdrop_token: z.string(),
    daily_airdrop: decimalAmount,
    phases: z.array(z.object({ seats: z.number().int(), seat_airdrop: decimalAmount })),
  }),
)

export const partnerConfigs = defineEndpoint({
  method: 'GET',
  path: '/partner/configs',
  auth: false,
  summary: "The recruitment rounds in phase order, and the caller's level and seat when signed in; status '0' when the programme is closed",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      status: z.enum(['0', '1']),
      /** The caller's partner level: 0 none, 1 partner, 2 genesis partner. */
      team_level: z.number().int(),
      /** The caller holds a seat (one per user). */
      bought: z.boolean(),
      /** The server's time, so a device clock that is off does not move the round status. */
      now: z.string(),
      list: z.array(partnerRound),
      /** The figures the rules text states, from the programme's configuration (they follow an operator's change). */
      rules: partnerRules,
    }),
  }),
})

export const partnerLatest = defineEndpoint({
  method: 'GET',
  path: '/partner/latest',
  auth: false,
  summary: 'The latest seats sold: address (masked by the client) and pay_amount',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ address: z.string(), pay_amount: decimalAmount, pay_token: z.string() })) }),
  }),
})

export const partnerBuyParams = builtOnFirstUse(() => z.object({ round_id: int4Id, pay_amount: amount }))

export function partnerBuySignedParams(input: z.input<ReturnType<typeof partnerBuyParams>>): SignedActionMessageParameters['params'] {
  return [['round_id', input.round_id], ['pay_amount', input.pay_amount]]
}

export const partnerBuy = defineEndpoint({
  method: 'POST',
  path: '/partner/buy',
  auth: true,
  summary: `Buy one seat of a round, paying its pay_amount from the custodial balance, signed '${signedActionTitles.partnerBuy}'`,
  schemas: () => ({
    input: partnerBuyParams().extend(signedActionFields),
    output: z.object({ round_id: z.number().int(), pay_amount: decimalAmount, pay_token: z.string(), team_level: z.number().int() }),
  }),
})

export const partnerVoteInfo = defineEndpoint({
  method: 'GET',
  path: '/partner/vote/info',
  auth: false,
  summary: 'The current vote (the newest): title, HTML content (sanitise before rendering), window; null when there is none',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ id: z.number().int(), title: z.string(), content: z.string(), begin_time: z.string(), end_time: z.string() }).nullable(),
  }),
})

export const partnerVoteSummary = defineEndpoint({
  method: 'GET',
  path: '/partner/vote/summary',
  auth: false,
  summary: "The current vote's counts; the client shows agree / (agree + disagree) as percentages",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ agree: z.number().int(), disagree: z.number().int() }),
  }),
})

/** -1 cannot vote (msg says why), 0 / 1 voted (disagree / agree: lang.h90), 2 may vote. */
export const partnerVoteStatuses = [-1, 0, 1, 2] as const

export const partnerVoteStatus = defineEndpoint({
  method: 'GET',
  path: '/partner/vote/status',
  auth: true,
  summary: "The caller's standing in the current vote: -1 cannot vote (msg), 0 / 1 already voted, 2 may vote",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ status: z.union(partnerVoteStatuses.map((status) => z.literal(status))), msg: z.string() }),
  }),
})

export const partnerVoteParams = builtOnFirstUse(() => z.object({ view_point: z.enum(['0', '1']) }))

export function partnerVoteSignedParams(input: z.input<ReturnType<typeof partnerVoteParams>>): SignedActionMessageParameters['params'] {
  return [['view_point', input.view_point]]
}

export const partnerVoteDo = defineEndpoint({
  method: 'POST',
  path: '/partner/vote/do',
  auth: true,
  summary: `One vote per partner while the current vote is open: view_point '1' agree, '0' disagree, signed '${signedActionTitles.partnerVote}'`,
  schemas: () => ({
    input: partnerVoteParams().extend(signedActionFields),
    output: z.object({ agree: z.number().int(), disagree: z.number().int() }),
  }),
})

const idempotencyKey = z.lazy(() => text(100, { min: 8, trim: true }))

export const adminPartnerRoundCreate = defineEndpoint({
  method: 'POST',
  path: '/admin/partner/rounds',
  auth: true,
  summary: "Open a recruitment round of a configured phase (seats and price from the phase unless given); a repeated idempotency_key creates nothing",
  schemas: () => ({
    input: z.object({
      phase: z.number().int().min(1).max(20),
      begin_time: isoTime,
      end_time: isoTime,
      max_recruit: z.number().int().min(1).max(1_000_000).optional(),
      pay_amount: amount.optional(),
      idempotency_key: idempotencyKey,
    }),
    output: partnerRound,
  }),
})

export const adminPartnerVoteCreate = defineEndpoint({
  method: 'POST',
  path: '/admin/partner/votes',
  auth: true,
  summary: 'Publish a vote (it becomes the current one); a repeated idempotency_key creates nothing',
  schemas: () => ({
    input: z.object({
      title: text(200, { min: 1, trim: true }),
      content: text(20_000),
      begin_time: isoTime,
      end_time: isoTime,
      idempotency_key: idempotencyKey,
    }),
    output: z.object({ id: z.number().int(), title: z.string(), content: z.string(), begin_time: z.string(), end_time: z.string() }),
  }),
})
