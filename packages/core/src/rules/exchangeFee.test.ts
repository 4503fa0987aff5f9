import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount } from '../amount/formatAmount.ts'
import { exchangeInputError, exchangeQuote, swapDirectionError } from './exchangeFee.ts'

const e18 = 10n ** 18n
const e6 = 10n ** 6n

describe('exchangeQuote', () => {
  it('converts and takes the fee from the converted amount', () => {
    expect(exchangeQuote({ amount: 100n * e18, sourceDecimals: 18, targetDecimals: 18, rate: '10', feeRate: '0.01' })).toEqual({
      gross: 1000n * e18,
      fee: 10n * e18,
      received: 990n * e18,
    })
  })

  it('converts between different decimals, rounding the received amount down', () => {
    // 1 unit of an 18-decimal token at rate 1 is 1e-18, which is 0 units of a 6-decimal token.
    expect(exchangeQuote({ amount: 1n, sourceDecimals: 18, targetDecimals: 6, rate: '1', feeRate: '0' })).toEqual({ gross: 0n, fee: 0n, received: 0n })
    expect(exchangeQuote({ amount: 3n * e6, sourceDecimals: 6, targetDecimals: 18, rate: '0.5', feeRate: '0' }).received).toBe(15n * 10n ** 17n)
  })

  it('rounds the fee up so received never exceeds gross × (1 − fee_rate)', () => {
    const quote = exchangeQuote({ amount: 7n, sourceDecimals: 0, targetDecimals: 0, rate: '1', feeRate: '0.1' })
    expect(quote).toEqual({ gross: 7n, fee: 1n, received: 6n })
  })

  it('never charges more than the gross amount', () => {
    expect(exchangeQuote({ amount: 5n, sourceDecimals: 0, targetDecimals: 0, rate: '1', feeRate: '2' })).toEqual({ gross: 5n, fee: 5n, received: 0n })
  })

  it('property: the gross rounds down and the fee rounds up, whatever the decimals and rates', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        fc.bigInt({ min: 1n, max: 10n ** 22n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        (amount, sourceDecimals, targetDecimals, rateUnits, feeUnits) => {
          const quote = exchangeQuote({ amount, sourceDecimals, targetDecimals, rate: formatAmount(rateUnits, 18), feeRate: formatAmount(feeUnits, 18) })
          // amount × rate in target units is numerator / denominator: gross is the largest whole unit not above it.
          const numerator = amount * rateUnits * 10n ** BigInt(targetDecimals)
          const denominator = e18 * 10n ** BigInt(sourceDecimals)
          expect(quote.gross * denominator <= numerator && numerator < (quote.gross + 1n) * denominator).toBe(true)
          // The fee is the smallest whole unit not below gross × fee_rate.
          const fee = quote.gross * feeUnits
          expect((quote.fee - 1n) * e18 < fee && fee <= quote.fee * e18).toBe(true)
          expect(quote.received).toBe(quote.gross - quote.fee)
        },
      ),
    )
  })
})

describe('exchangeInputError', () => {
  const pair = { minAmount: 10n, maxAmount: 100n }
  it('reports the first problem in screen order', () => {
    expect(exchangeInputError({ sourceId: undefined, targetId: undefined, amount: undefined, pair: undefined })).toBe('h427')
    expect(exchangeInputError({ sourceId: 1, targetId: undefined, amount: 5n, pair: undefined })).toBe('h422')
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: undefined, pair })).toBe('h164')
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: 0n, pair })).toBe('h164')
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: 50n, pair: undefined })).toBe('h425')
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: 9n, pair })).toBe('h423')
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: 101n, pair })).toBe('h424')
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: 100n, pair })).toBeUndefined()
  })
  it('treats a zero maximum as no maximum', () => {
    expect(exchangeInputError({ sourceId: 1, targetId: 2, amount: 10n ** 30n, pair: { minAmount: 0n, maxAmount: 0n } })).toBeUndefined()
  })
})

describe('swapDirectionError', () => {
  it('needs both tokens and the reverse pair', () => {
    expect(swapDirectionError({ sourceId: 1, targetId: undefined, reverseExists: true })).toBe('h426')
    expect(swapDirectionError({ sourceId: 1, targetId: 2, reverseExists: false })).toBe('h425')
    expect(swapDirectionError({ sourceId: 1, targetId: 2, reverseExists: true })).toBeUndefined()
  })
})
