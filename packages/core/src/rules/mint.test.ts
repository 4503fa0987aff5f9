import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount } from '../amount/formatAmount.ts'
import { fraction } from '../amount/fraction.ts'
import { mintAmountProblem, mintPayment, mintProgressPercent, mintRecordValues, normalizeMintAmount } from './mint.ts'

const e18 = 10n ** 18n
const rates = { day_addition_rate: '0.05', sn_addition_rate: '0.05', out_multiple: '2' }

describe('mint rules', () => {
  it('normalizes the stepper: whole, never below the minimum, down to a multiple of 100', () => {
    expect(normalizeMintAmount('250', 100n, 100n)).toBe(200n)
    expect(normalizeMintAmount('99', 100n, 100n)).toBe(100n)
    expect(normalizeMintAmount('abc', 100n, 100n)).toBe(100n)
    expect(normalizeMintAmount('1234.9', 100n, 100n)).toBe(1200n)
    expect(normalizeMintAmount('', 300n, 100n)).toBe(300n)
  })

  it('names what is wrong with a requested amount', () => {
    expect(mintAmountProblem('200', 100n, 100n)).toBeUndefined()
    expect(mintAmountProblem('150', 100n, 100n)).toBe('not_step')
    expect(mintAmountProblem('0', 100n, 100n)).toBe('below_minimum')
    expect(mintAmountProblem('-100', 100n, 100n)).toBe('not_whole')
    expect(mintAmountProblem('100.5', 100n, 100n)).toBe('not_whole')
    expect(mintAmountProblem('1e5', 100n, 100n)).toBe('not_whole')
    expect(mintAmountProblem('1'.repeat(40), 100n, 100n)).toBe('not_whole')
  })

  it('splits the payment at the pair prices', () => {
    // 1,000 USD at u_rate 0.5: 500 USD of HAP at 0.5 = 1,000 HAP; 500 USD of BtPi at 2 = 250 BtPi.
    const payment = mintPayment({ amount: 1000n, uRate: '0.5', hapPrice: fraction(1n, 2n), btpiPrice: fraction(2n), hapDecimals: 18, btpiDecimals: 18, usdDecimals: 18 })
    expect(payment).toEqual({ hap: 1000n * e18, btpi: 250n * e18 })
    const allHap = mintPayment({ amount: 100n, uRate: '1', hapPrice: fraction(1n), btpiPrice: fraction(1n), hapDecimals: 18, btpiDecimals: 18, usdDecimals: 18 })
    expect(allHap).toEqual({ hap: 100n * e18, btpi: 0n })
  })

  it('property: the HAP share of the USD rounds up, and each token amount is the least that pays its USD', () => {
    const ceil = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: e18 }),
        fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n })),
        fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n })),
        fc.constantFrom(6, 18),
        (amount, uRateUnits, [hapNum, hapDen], [btpiNum, btpiDen], usdDecimals) => {
          const payment = mintPayment({ amount, uRate: formatAmount(uRateUnits, 18), hapPrice: fraction(hapNum, hapDen), btpiPrice: fraction(btpiNum, btpiDen), hapDecimals: 18, btpiDecimals: 18, usdDecimals })
          const usd = amount * 10n ** BigInt(usdDecimals)
          const hapUsd = ceil(usd * uRateUnits, e18)
          // usd × 10^18 / 10^usdDecimals HAP units at num / den USD a HAP.
          const tokens = (part: bigint, num: bigint, den: bigint) => (part === 0n ? 0n : ceil(part * e18 * den, num * 10n ** BigInt(usdDecimals)))
          expect(payment).toEqual({ hap: tokens(hapUsd, hapNum, hapDen), btpi: tokens(usd - hapUsd, btpiNum, btpiDen) })
        },
      ),
    )
  })

  it('adds the daily and super-node additions to CP, and caps at twice the amount', () => {
    expect(mintRecordValues(100n * e18, rates, 0)).toEqual({ cp: 105n * e18, outAmount: 200n * e18 })
    expect(mintRecordValues(100n * e18, rates, 1)).toEqual({ cp: 105n * e18, outAmount: 200n * e18 })
    expect(mintRecordValues(100n * e18, rates, 2)).toEqual({ cp: 110n * e18, outAmount: 200n * e18 })
  })

  it('rounds CP and the cap down when the USD amount does not divide', () => {
    // 1,234,567 units × 1.0537 = 1,300,863.2479, × 1.095 = 1,351,850.865, × 2.345 = 2,895,059.615.
    const odd = { day_addition_rate: '0.0537', sn_addition_rate: '0.0413', out_multiple: '2.345' }
    expect(mintRecordValues(1_234_567n, odd, 0)).toEqual({ cp: 1_300_863n, outAmount: 2_895_059n })
    expect(mintRecordValues(1_234_567n, odd, 2)).toEqual({ cp: 1_351_850n, outAmount: 2_895_059n })
  })

  it('shows progress as the share of the cap paid out', () => {
    expect(mintProgressPercent(200n, 200n)).toBe(0)
    expect(mintProgressPercent(50n, 200n)).toBe(75)
    expect(mintProgressPercent(0n, 200n)).toBe(100)
    // 2 of 3 paid out is 66.67 %: shown as 66.
    expect(mintProgressPercent(1n, 3n)).toBe(66)
    expect(mintProgressPercent(199n, 200n)).toBe(0)
  })
})
