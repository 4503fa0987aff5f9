import { describe, expect, test } from 'vitest'
import { compareFractions } from '../amount/fraction.ts'
import { formatPriceImpact } from '../rules/priceImpact.ts'
import { computePriceImpact } from './computePriceImpact.ts'
import { getAmountOut } from './getAmountOut.ts'

const e18 = 10n ** 18n

describe('computePriceImpact (without the 0.3% LP fee)', () => {
  test('one hop, reserves 1000/1000, 10 in: 9.97 / 1009.97 = 0.98716%', () => {
    const reserve = 1000n * e18
    const amountIn = 10n * e18
    const amountOut = getAmountOut(amountIn, reserve, reserve)
    const impact = computePriceImpact({ numerator: reserve, denominator: reserve }, amountIn, amountOut, 1)
    expect(formatPriceImpact(impact)).toBe('0.99%')
    // Within a wei of the closed form in*0.997 / (reserveIn + in*0.997).
    expect(compareFractions(impact, { numerator: 9_970n, denominator: 1_009_970n })).toBeGreaterThanOrEqual(0)
    expect(compareFractions(impact, { numerator: 9_971n, denominator: 1_009_970n })).toBe(-1)
    // The fee-inclusive figure (v2-sdk) would be 1 - 9.8716/10 = 1.28%.
    expect(formatPriceImpact({ numerator: amountIn - amountOut, denominator: amountIn })).toBe('1.28%')
  })

  test('a tiny trade shows no impact, not the 0.3% fee', () => {
    const reserve = 1000n * e18
    const amountIn = e18 / 1000n
    const impact = computePriceImpact({ numerator: reserve, denominator: reserve }, amountIn, getAmountOut(amountIn, reserve, reserve), 1)
    expect(formatPriceImpact(impact)).toBe('<0.01%')
  })

  test('two hops take the fee off twice: 1000/1000 then 1000/2000, 10 in', () => {
    const amountIn = 10n * e18
    const middle = getAmountOut(amountIn, 1000n * e18, 1000n * e18)
    const amountOut = getAmountOut(middle, 1000n * e18, 2000n * e18)
    const mid = { numerator: 1000n * e18 * 2000n * e18, denominator: 1000n * e18 * 1000n * e18 }
    // 10 -> 9.8716 -> 19.4921 out; against 10 * 0.997^2 * 2 = 19.8802 at mid price that is 1.95%;
    // with the fees counted it would be 1 - 19.4921/20 = 2.54%.
    expect(formatPriceImpact(computePriceImpact(mid, amountIn, amountOut, 2))).toBe('1.95%')
    expect(formatPriceImpact({ numerator: 20n * e18 - amountOut, denominator: 20n * e18 })).toBe('2.54%')
  })
})
