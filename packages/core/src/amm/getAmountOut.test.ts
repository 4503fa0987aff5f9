import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getAmountIn } from './getAmountIn.ts'
import { getAmountOut } from './getAmountOut.ts'

const reserve = fc.bigInt({ min: 1n, max: 10n ** 30n })

describe('getAmountOut and getAmountIn', () => {
  test('the values of UniswapV2Library tests', () => {
    expect(getAmountOut(2n, 100n, 100n)).toBe(1n)
    expect(getAmountIn(1n, 100n, 100n)).toBe(2n)
    // 1 token into a 5/10 pool (v2-sdk README example scale, 18 decimals).
    expect(getAmountOut(10n ** 18n, 5n * 10n ** 18n, 10n * 10n ** 18n)).toBe(1662497915624478906n)
    expect(getAmountIn(1662497915624478906n, 5n * 10n ** 18n, 10n * 10n ** 18n)).toBe(10n ** 18n)
  })

  test('a tiny input can give nothing, as on chain', () => {
    expect(getAmountOut(1n, 10n ** 18n, 10n ** 18n)).toBe(0n)
  })

  test('named errors', () => {
    expect(() => getAmountOut(0n, 1n, 1n)).toThrowErrorMatchingInlineSnapshot(`[InsufficientInputAmountError: Insufficient input amount]`)
    expect(() => getAmountOut(1n, 0n, 1n)).toThrowErrorMatchingInlineSnapshot(`[InsufficientReservesError: Insufficient reserves]`)
    expect(() => getAmountOut(1n, 1n, 0n)).toThrow('Insufficient reserves')
    expect(() => getAmountIn(0n, 1n, 1n)).toThrowErrorMatchingInlineSnapshot(`[InsufficientOutputAmountError: Insufficient output amount]`)
    expect(() => getAmountIn(100n, 1000n, 100n)).toThrow('Insufficient reserves')
    expect(() => getAmountIn(1n, 0n, 100n)).toThrow('Insufficient reserves')
  })

  test('property: the pair invariant holds after an exact-in swap (the fee stays in the pool)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 32n }), reserve, reserve, (amountIn, reserveIn, reserveOut) => {
        const out = getAmountOut(amountIn, reserveIn, reserveOut)
        expect(out).toBeLessThan(reserveOut)
        // UniswapV2Pair.swap checks balance0Adjusted * balance1Adjusted >= reserve0 * reserve1 * 1000^2.
        expect((reserveIn * 1000n + amountIn * 997n) * (reserveOut - out) * 1000n).toBeGreaterThanOrEqual(reserveIn * reserveOut * 1000n ** 2n)
      }),
    )
  })

  test('property: round trips never give away value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 32n }), reserve, reserve, (amountIn, reserveIn, reserveOut) => {
        const out = getAmountOut(amountIn, reserveIn, reserveOut)
        fc.pre(out > 0n)
        // The input the pair asks for this output is at most what produced it...
        expect(getAmountIn(out, reserveIn, reserveOut)).toBeLessThanOrEqual(amountIn)
        // ...and paying what it asks gives at least the wanted output.
        expect(getAmountOut(getAmountIn(out, reserveIn, reserveOut), reserveIn, reserveOut)).toBeGreaterThanOrEqual(out)
      }),
    )
  })

  test('property: getAmountIn is the least input that buys the output', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 30n }), (reserveIn, reserveOut, wanted) => {
        fc.pre(wanted < reserveOut)
        const needed = getAmountIn(wanted, reserveIn, reserveOut)
        expect(getAmountOut(needed, reserveIn, reserveOut)).toBeGreaterThanOrEqual(wanted)
        if (needed > 1n) expect(getAmountOut(needed - 1n, reserveIn, reserveOut)).toBeLessThanOrEqual(wanted)
      }),
    )
  })

  test('property: more input never gives less output, more output never needs less input', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 31n }), fc.bigInt({ min: 0n, max: 10n ** 31n }), reserve, reserve, (small, extra, reserveIn, reserveOut) => {
        expect(getAmountOut(small + extra, reserveIn, reserveOut)).toBeGreaterThanOrEqual(getAmountOut(small, reserveIn, reserveOut))
        fc.pre(small + extra < reserveOut)
        expect(getAmountIn(small + extra, reserveIn, reserveOut)).toBeGreaterThanOrEqual(getAmountIn(small, reserveIn, reserveOut))
      }),
    )
  })
})
