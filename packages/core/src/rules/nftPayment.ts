import type { Fraction } from '../amount/fraction.ts'
import { mulRate } from '../amount/mulRate.ts'
import { tokenAmountForUsd } from './priceGuard.ts'

/** `NFT Buy` pay types (spec 3, "Hold buy"): 0 all in HAP, 1 HAP plus HAPC by hapc_rate. */
export const nftPayTypes = [0, 1] as const
export type NftPayType = (typeof nftPayTypes)[number]

export interface NftPaymentParameters {
  /** The NFT's price in USD base units. */
  price: bigint
  hapcRate: string
  type: NftPayType
  hapPrice: Fraction
  hapcPrice: Fraction
  hapDecimals: number
  hapcDecimals: number
  usdDecimals: number
}

/**
 * Spec 3 ("the NFT price is split between HAP and HAPC using hapc_rate"): type 1 pays
 * price × hapc_rate in HAPC and the rest in HAP, each at its USD price; type 0 pays it all in HAP.
 * The screen and the server compute it with this one function.
 */
export function nftPayment(p: NftPaymentParameters): { hap: bigint; hapc: bigint } {
  // Rounds down the HAPC share's USD: the HAP share takes the rest, so the two add up to the price exactly.
  const hapcUsd = p.type === 1 ? mulRate(p.price, p.hapcRate, 'down') : 0n
  return {
    // Both round up (tokenAmountForUsd): what a user pays is never worth less than its share of the price.
    hap: tokenAmountForUsd(p.price - hapcUsd, p.hapPrice, p.hapDecimals, p.usdDecimals),
    hapc: hapcUsd === 0n ? 0n : tokenAmountForUsd(hapcUsd, p.hapcPrice, p.hapcDecimals, p.usdDecimals),
  }
}
