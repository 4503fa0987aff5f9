import { mulRate, rateUnits } from '@hapdex/core/amount/mulRate'
import type { SmPayType } from '@hapdex/core/api/sm'
import type { SmConfig } from '@hapdex/core/programmes/smConfig'
import type { StandingName } from '../base/standings/standing.ts'

export type DiscountSource = 'none' | 'hap' | 'partner' | 'foundation'

export interface SmDiscount {
  source: DiscountSource
  /** The fraction off, as configured ('0.1'); '0' for none. */
  rate: string
}

/** The pay token's symbol and fee before any discount, by pay_type. */
export function feeOf(config: SmConfig, payType: SmPayType): { symbol: 'USDT' | 'HAP'; amount: string } {
  return payType === 1 ? { symbol: 'HAP', amount: config.hap_pay_amount } : { symbol: 'USDT', amount: config.pay_amount }
}

/**
 * The highest discount that applies, never two added up (spec 3, section 6): paying in HAP, being
 * a partner, holding a foundation share. On a tie the earlier of that order is named.
 */
export function bestDiscount(config: SmConfig, payType: SmPayType, standings: readonly StandingName[]): SmDiscount {
  const candidates: SmDiscount[] = [
    ...(payType === 1 ? [{ source: 'hap' as const, rate: config.hap_discount }] : []),
    ...(standings.includes('partner') ? [{ source: 'partner' as const, rate: config.partner_discount }] : []),
    ...(standings.includes('foundation_holder') ? [{ source: 'foundation' as const, rate: config.foundation_discount }] : []),
  ]
  let best: SmDiscount = { source: 'none', rate: '0' }
  for (const candidate of candidates) if (rateUnits(candidate.rate) > rateUnits(best.rate)) best = candidate
  return best
}

/**
 * The fee after the discount, in base units. What is taken off rounds down, so what the user
 * pays rounds up to the next base unit: the house never undercharges by a fraction.
 */
export function discountedFee(fee: bigint, discount: SmDiscount): bigint {
  return fee - mulRate(fee, discount.rate, 'down')
}
