import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { nftPayment, type NftPayType } from '@hapdex/core/rules/nftPayment'

/** Spec 9: token decimals 18 (USDT's, HAP's and HAPC's on this chain). */
const DECIMALS = 18

export interface PayQuote {
  /** Exact wire amounts, signed and charged (within the price tolerance). */
  hap: string
  hapc: string
}

const priceOf = (wire: string) => ({ numerator: parseAmount(wire, DECIMALS), denominator: 10n ** BigInt(DECIMALS) })

/**
 * What one NFT costs by pay type, from the list's prices, with core's nftPayment (the server's own
 * split): type 0 all in HAP, type 1 price × hapc_rate in HAPC and the rest in HAP.
 */
export function payQuote(nft: { price: string; hapc_rate: string }, prices: { hap_price: string; hapc_price: string }, type: NftPayType): PayQuote {
  const paid = nftPayment({
    price: parseAmount(nft.price, DECIMALS),
    hapcRate: nft.hapc_rate,
    type,
    hapPrice: priceOf(prices.hap_price),
    hapcPrice: priceOf(prices.hapc_price),
    hapDecimals: DECIMALS,
    hapcDecimals: DECIMALS,
    usdDecimals: DECIMALS,
  })
  return { hap: formatAmount(paid.hap, DECIMALS, { grouping: false }), hapc: formatAmount(paid.hapc, DECIMALS, { grouping: false }) }
}
