import { describe, expect, it } from 'vitest'
import { covers, coversWire, mintQuote, priceFraction, stepMintAmount, wholeUsd } from './mintQuote.ts'

const config = { u_rate: '0.5', hap_price: '2', btpi_price: '0.25', day_addition_rate: '0.05', sn_addition_rate: '0.05', out_multiple: '2' }
const decimals = { hap: 18, btpi: 18, usd: 18 }
const e18 = 10n ** 18n

describe('mint quote', () => {
  it('reads prices exactly, without a JS number', () => {
    expect(priceFraction('0.1')).toEqual({ numerator: 10n ** 35n, denominator: 10n ** 36n })
    expect(wholeUsd('100')).toBe(100n)
    expect(wholeUsd('250.9')).toBe(250n)
  })

  it('steps by 100 and never goes below the minimum', () => {
    const limits = { min: 100n, step: 100n }
    expect(stepMintAmount(100n, 1, limits)).toBe(200n)
    expect(stepMintAmount(200n, -1, limits)).toBe(100n)
    expect(stepMintAmount(100n, -1, limits)).toBe(100n)
    expect(stepMintAmount(0n, -1, limits)).toBe(100n)
  })

  it('splits the payment into HAP and BtPi at the config prices', () => {
    // 100 USD: 50 USD of HAP at 2 USD = 25 HAP, 50 USD of BtPi at 0.25 USD = 200 BtPi.
    const quote = mintQuote(100n, config, 0, decimals)
    expect(quote.hap).toBe(25n * e18)
    expect(quote.btpi).toBe(200n * e18)
    expect(quote.hapWire).toBe('25')
    expect(quote.btpiWire).toBe('200')
  })

  it('rounds a payment up to the last unit and signs it with every decimal', () => {
    const quote = mintQuote(100n, { ...config, hap_price: '3' }, 0, decimals)
    expect(quote.hapWire).toBe('16.666666666666666667')
  })

  it('adds the day addition, and the super-node addition at level 2 only', () => {
    expect(mintQuote(100n, config, 0, decimals).received).toBe(105n * e18)
    expect(mintQuote(100n, config, 1, decimals).received).toBe(105n * e18)
    expect(mintQuote(100n, config, 2, decimals).received).toBe(110n * e18)
  })

  it('compares a usable balance with what is due', () => {
    expect(covers('25', 25n * e18, 18)).toBe(true)
    expect(covers('24.999', 25n * e18, 18)).toBe(false)
    expect(covers('0', 0n, 6)).toBe(true)
    expect(coversWire('500', '500')).toBe(true)
    expect(coversWire('499.999999', '500')).toBe(false)
  })
})
