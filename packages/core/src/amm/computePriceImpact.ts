import type { Fraction } from '../amount/fraction.ts'

/**
 * Price impact without the liquidity-provider fee, as Uniswap's interface shows it: how far the
 * execution falls short of the mid price once the 0.3% fee of each hop is taken off the input,
 * (midPrice * amountIn * 0.997^hops - amountOut) / (midPrice * amountIn * 0.997^hops), kept
 * exact. `midPrice` is output per input in base units. The fee is shown as its own row, so a tiny
 * trade shows about 0% here (v2-sdk's own figure would show about 0.3%).
 * Worked figure: one hop, reserves 1000/1000, 10 in: 9.97 / 1009.97 = 0.987%.
 */
export function computePriceImpact(midPrice: Fraction, amountIn: bigint, amountOut: bigint, hops: number): Fraction {
  const feeNumerator = 997n ** BigInt(hops)
  const feeDenominator = 1000n ** BigInt(hops)
  const quoted = amountIn * midPrice.numerator * feeNumerator
  return { numerator: quoted - amountOut * midPrice.denominator * feeDenominator, denominator: quoted }
}
