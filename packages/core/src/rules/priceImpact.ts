import { compareFractions, type Fraction } from '../amount/fraction.ts'
import { formatPercent } from '../amount/formatPercent.ts'

const percent = (hundredths: bigint): Fraction => ({ numerator: hundredths, denominator: 10_000n })

/** Spec section 9: price impact is never shown above 99.75%. */
export const PRICE_IMPACT_DISPLAY_CAP = percent(9975n)
/** Below 0.01% the screen shows '<0.01%'. */
export const PRICE_IMPACT_NEGLIGIBLE = percent(1n)
export const PRICE_IMPACT_WARNING = percent(1000n)
export const PRICE_IMPACT_BLOCKED = percent(2000n)

/** Colour bands of spec section 9, from the lowest: each starts at its boundary (inclusive). */
export type PriceImpactBand = 'negligible' | 'low' | 'medium' | 'high' | 'severe'

const bandStarts: readonly (readonly [PriceImpactBand, Fraction])[] = [
  ['severe', percent(500n)],
  ['high', percent(200n)],
  ['medium', percent(100n)],
  ['low', PRICE_IMPACT_NEGLIGIBLE],
]

export function priceImpactBand(priceImpact: Fraction): PriceImpactBand {
  const band = bandStarts.find(([, start]) => compareFractions(priceImpact, start) >= 0)
  return band ? band[0] : 'negligible'
}

/** '0.35%', '<0.01%' below 0.01%, and at most '99.75%'; two decimals rounded half up. */
export function formatPriceImpact(priceImpact: Fraction): string {
  if (compareFractions(priceImpact, PRICE_IMPACT_NEGLIGIBLE) < 0) return '<0.01%'
  if (compareFractions(priceImpact, PRICE_IMPACT_DISPLAY_CAP) > 0) return formatPercent(PRICE_IMPACT_DISPLAY_CAP)
  return formatPercent(priceImpact, { maxFractionDigits: 2, rounding: 'halfUp' })
}

export type PriceImpactRuleOptions = {
  /** Expert mode lifts both the warning and the block (spec section 6). */
  expert: boolean
}

/** Above 10% a risk popup asks the user to confirm before the swap detail opens. */
export function isPriceImpactWarning(priceImpact: Fraction, { expert }: PriceImpactRuleOptions): boolean {
  return !expert && compareFractions(priceImpact, PRICE_IMPACT_WARNING) > 0
}

/** At 20% or more the swap button is disabled. */
export function isPriceImpactBlocked(priceImpact: Fraction, { expert }: PriceImpactRuleOptions): boolean {
  return !expert && compareFractions(priceImpact, PRICE_IMPACT_BLOCKED) >= 0
}
