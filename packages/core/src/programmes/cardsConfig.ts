import { z } from 'zod'
import { afterFieldChecks, openStatusField, tokenSymbolField, wholeUsdField } from './configFields.ts'

/** One star's thresholds: personal and team liquidity, whole USD. */
const starThresholdField = z.object({ personal: wholeUsdField, team: wholeUsdField })

/**
 * Equity star cards and the trade tax's dividends (PROGRAMMES.md "Trade tax and equity star
 * cards"; decisions 0034, 0035); every (cfg) default. The tax's LP and card shares arrive on
 * chain at the receivers; an operator funds `cards_lp_pool` and `cards_card_pool` from them, and
 * `cards.daily` pays only what those pools hold.
 */
export const cardsConfigSchema = z.object({
  status: openStatusField.default('1'),
  /** The taxed token: the dividends are paid in it, and its V2 pairs are the "HAP pairs" whose LP counts. */
  dividend_token: tokenSymbolField.default('HAP'),
  /** At most this many cards at once (spec 3: 1,680). */
  max_cards: z.number().int().min(1).max(100_000).default(1680),
  /** Star s needs thresholds[s − 1]: personal and team USD liquidity (spec 3: 1000/1000, 2000/10k, 3000/100k, 4000/1M, 5000/10M). */
  thresholds: z
    .array(starThresholdField)
    .length(5)
    .default([
      { personal: '1000', team: '1000' },
      { personal: '2000', team: '10000' },
      { personal: '3000', team: '100000' },
      { personal: '4000', team: '1000000' },
      { personal: '5000', team: '10000000' },
    ])
    // A higher star asks at least what the one below does: otherwise a user could hold star 3 without star 2's figures.
    .refine((stars) => stars.every((star, index) => index === 0 || (BigInt(star.personal) >= BigInt(stars[index - 1]!.personal) && BigInt(star.team) >= BigInt(stars[index - 1]!.team))), { message: 'each star needs at least the thresholds of the one below', ...afterFieldChecks }),
})
export type CardsConfig = z.infer<typeof cardsConfigSchema>
