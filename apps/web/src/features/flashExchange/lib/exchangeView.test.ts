import { describe, expect, it } from 'vitest'
import { amountKeystrokes, exceedsUsable, poolRateText, rateText, readAmount, receivedAmount } from './exchangeView.ts'

describe('flash exchange view', () => {
  it('shows the rate both ways, exactly until 6 decimals', () => {
    expect(rateText('10', false)).toBe('10')
    expect(rateText('10', true)).toBe('0.1')
    expect(rateText('3', true)).toBe('0.333333')
    expect(rateText('0', true)).toBe('—')
  })

  it('reads typed amounts, empty as undefined and too many decimals as invalid', () => {
    expect(readAmount('', 18)).toEqual({ ok: true, value: undefined })
    expect(readAmount('1,000.5', 6)).toEqual({ ok: true, value: 1_000_500_000n })
    expect(readAmount('0.0000001', 6)).toEqual({ ok: false })
    expect(readAmount('abc', 6)).toEqual({ ok: false })
  })

  it('computes received = amount × rate − fee in target units, fee rounded up', () => {
    // 2 USDT (6 dp) at 10 HAP (18 dp) each, 0.3% fee: 20 − 0.06 = 19.94 HAP.
    expect(receivedAmount({ amount: 2_000_000n, sourceDecimals: 6, targetDecimals: 18, rate: '10', feeRate: '0.003' })).toBe(19_940_000_000_000_000_000n)
    // 1 unit at rate 1 and fee 0.5%: the fee rounds up to the whole unit, nothing is received.
    expect(receivedAmount({ amount: 1n, sourceDecimals: 0, targetDecimals: 0, rate: '1', feeRate: '0.005' })).toBe(0n)
    expect(receivedAmount({ amount: undefined, sourceDecimals: 6, targetDecimals: 18, rate: '10', feeRate: '0' })).toBeUndefined()
  })
})

describe('before the signature', () => {
  it('never reads "1,5" as 15', () => {
    expect(readAmount('1,5', 18, '.')).toEqual({ ok: false })
    expect(readAmount('1,5', 18, ',')).toEqual({ ok: true, value: 15n * 10n ** 17n })
  })

  it('refuses more than the usable balance, and waits for nothing it does not know', () => {
    expect(exceedsUsable(11n, 10n)).toBe(true)
    expect(exceedsUsable(10n, 10n)).toBe(false)
    expect(exceedsUsable(undefined, 10n)).toBe(false)
    expect(exceedsUsable(11n, undefined)).toBe(false)
  })

  it('prices 1 source in target from the pools (issue 17), both ways, and nothing without a pool price', () => {
    const quotes = [
      { symbol: 'USDT', token_key: 'USDT', price_usd: '1' },
      { symbol: 'HAP', token_key: 'HAP', price_usd: '0.5' },
      { symbol: 'BGC', token_key: 'BGC', price_usd: '0' },
    ]
    expect(poolRateText(quotes, 'USDT', 'HAP', false)).toBe('2')
    expect(poolRateText(quotes, 'USDT', 'HAP', true)).toBe('0.5')
    expect(poolRateText(quotes, 'hap', 'usdt', false)).toBe('0.5')
    expect(poolRateText(quotes, 'USDT', 'BGC', false)).toBeUndefined()
    expect(poolRateText(quotes, 'USDT', 'GOC', false)).toBeUndefined()
    // The quote list leaves out its unit, USDT: priced 1.
    expect(poolRateText(quotes.slice(1), 'USDT', 'HAP', false)).toBe('2')
  })

  it('keeps digits and marks of a keystroke, never letters (issue 17)', () => {
    expect(amountKeystrokes('1a.5e3')).toBe('1.53')
    expect(amountKeystrokes('-2')).toBe('2')
  })
})
