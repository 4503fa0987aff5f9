import type { Fraction } from '../amount/fraction.ts'

/**
 * v2-sdk's price impact: how far the execution falls short of the mid price,
 * (midPrice * amountIn - amountOut) / (midPrice * amountIn), kept exact. `midPrice` is output
 * per input in base units. The 0.3% fee is part of it, so even a tiny trade shows about 0.3%.
 */
export function computePriceImpact(midPrice: Fraction, amountIn: bigint, amountOut: bigint): Fraction {
  const quoted = amountIn * midPrice.numerator
  return { numerator: quoted - amountOut * midPrice.denominator, denominator: quoted }
}
