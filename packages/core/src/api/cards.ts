import { z } from 'zod'
import { address } from '../chain/chainConfig.ts'
import { pageNumber, pageSize } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount, recordPageQuery, signedDecimalAmount } from './wallet.ts'

/**
 * Equity star cards and the trade tax's dividends (spec 3, "Business constants and limits";
 * PROGRAMMES.md "Trade tax and equity star cards"; decisions 0034, 0035). Liquidity is USD with
 * 18 decimals, as a decimal string; dividends are in the dividend token (HAP). Every figure is
 * the last settled day's (`day`): stars, cards and dividends move once a day, in `cards.daily`.
 */

/** 0 LP dividend, 1 card dividend. */
export const cardsDividendTypes = [0, 1] as const
export type CardsDividendType = (typeof cardsDividendTypes)[number]

export const cardsStarThreshold = z.lazy(() => z.object({ star: z.number().int().min(1).max(5), personal: decimalAmount, team: decimalAmount }))

export const cardsInfo = defineEndpoint({
  method: 'GET',
  path: '/cards/info',
  auth: true,
  summary: "The caller's card screen: star (0 none), personal and team liquidity in USD, the next star's thresholds, the card held and since when, and today's and total LP and card dividends with what is claimable",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      /** The last settled day (YYYY-MM-DD) the star and card are of; null before the first run. */
      day: z.string().nullable(),
      /** The star the figures reach that day, 0 when none (a star without a card when the 1,680 are taken). */
      star: z.number().int().min(0).max(5),
      /** USD value of the caller's LP in HAP pairs, held or staked, at the day's end. */
      personal_liquidity: decimalAmount,
      /** Sum of the personal liquidity of the caller's whole team (every generation below). */
      team_liquidity: decimalAmount,
      /** What the star above needs; null at star 5. */
      next: cardsStarThreshold.nullable(),
      /** Every star's thresholds, 1 to 5. */
      thresholds: z.array(cardsStarThreshold),
      /** The caller holds one of the cards (star > 0 and within the cap). */
      holds_card: z.boolean(),
      /** The card's star (0 without a card). */
      card_star: z.number().int().min(0).max(5),
      /** First day of the caller's current unbroken holding (YYYY-MM-DD); null without a card. */
      card_since: z.string().nullable(),
      max_cards: z.number().int(),
      /** Cards held that day, of max_cards. */
      cards_held: z.number().int(),
      token: z.string(),
      /** Credited today (by the run that settled the day before). */
      today_lp_dividend: decimalAmount,
      today_card_dividend: decimalAmount,
      /** Credited since the start. */
      total_lp_dividend: decimalAmount,
      total_card_dividend: decimalAmount,
      /** Reward balances a claim moves to usable. */
      lp_claimable: decimalAmount,
      card_claimable: decimalAmount,
    }),
  }),
})

export const cardsDividendRecord = defineEndpoint({
  method: 'GET',
  path: '/cards/dividend-record',
  auth: true,
  summary: 'Records of one dividend balance (type 0 LP, 1 card): daily dividends (+) and claims (−), newest first',
  schemas: () => ({
    input: recordPageQuery().extend({ type: z.coerce.number().int().min(0).max(1).default(1) }),
    output: z.object({
      list: z.array(z.object({ id: z.number().int(), created_at: z.string(), behavior: z.number().int(), usable_change: signedDecimalAmount, token: z.string() })),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  }),
})

export const cardsClaimParams = builtOnFirstUse(() => z.object({ type: z.union(cardsDividendTypes.map((type) => z.literal(type))) }))

export function cardsClaimSignedParams(input: z.input<ReturnType<typeof cardsClaimParams>>): SignedActionMessageParameters['params'] {
  return [['type', input.type]]
}

export const cardsClaim = defineEndpoint({
  method: 'POST',
  path: '/cards/claim',
  auth: true,
  summary: `Move one whole dividend balance (0 LP, 1 card) to usable, signed '${signedActionTitles.cardsClaim}'`,
  schemas: () => ({
    input: cardsClaimParams().extend(signedActionFields),
    output: z.object({ type: z.number().int(), amount: decimalAmount, token: z.string() }),
  }),
})

export const adminCardsSorts = ['star', 'personal'] as const

export const adminCardsRow = z.lazy(() =>
  z.object({
    user_id: z.number().int(),
    address,
    star: z.number().int().min(0).max(5),
    personal_liquidity: decimalAmount,
    team_liquidity: decimalAmount,
    holds_card: z.boolean(),
    card_since: z.string().nullable(),
  }),
)

export const adminCardsList = defineEndpoint({
  method: 'GET',
  path: '/admin/cards',
  auth: true,
  summary: "The last settled day's stars: every user with a star or a card, sortable by star or personal liquidity, filtered by star (0 lists users with liquidity but no star)",
  schemas: () => ({
    input: z.object({
      page: pageNumber,
      page_size: pageSize(20),
      sort: z.enum(adminCardsSorts).default('star'),
      order: z.enum(['asc', 'desc']).default('desc'),
      star: z.coerce.number().int().min(0).max(5).optional(),
    }),
    output: z.object({
      day: z.string().nullable(),
      list: z.array(adminCardsRow),
      page: z.number().int(),
      page_size: z.number().int(),
      total: z.number().int(),
      max_cards: z.number().int(),
      /** Cards held that day. */
      cards_held: z.number().int(),
    }),
  }),
})
