import { describe, expect, it } from 'vitest'
import { nftPayment } from './nftPayment.ts'

const e18 = 10n ** 18n
const base = { hapPrice: { numerator: 1n, denominator: 3n }, hapcPrice: { numerator: 7n, denominator: 5n }, hapDecimals: 18, hapcDecimals: 18, usdDecimals: 18 }

describe('nftPayment', () => {
  it('pays the whole price in HAP for type 0, rounded up', () => {
    // 100 USD at 1/3 USD a HAP: exactly 300 HAP.
    expect(nftPayment({ ...base, price: 100n * e18, hapcRate: '0.3', type: 0 })).toEqual({ hap: 300n * e18, hapc: 0n })
    // 1 base unit of USD at 1/3: 3 base units; 10 base units at 7/5 a HAPC do not divide.
    expect(nftPayment({ ...base, price: 1n, hapcRate: '0', type: 0 }).hap).toBe(3n)
  })

  it('splits type 1 by hapc_rate, each share rounded up, the HAPC share of the USD rounded down', () => {
    // 100 USD, rate 0.3: 30 USD in HAPC at 1.4 = 21.428571... HAPC (rounded up), 70 USD in HAP = 210 HAP.
    const paid = nftPayment({ ...base, price: 100n * e18, hapcRate: '0.3', type: 1 })
    expect(paid.hap).toBe(210n * e18)
    expect(paid.hapc).toBe((30n * e18 * 5n + 6n) / 7n)
    expect(paid.hapc * 7n).toBeGreaterThanOrEqual(30n * e18 * 5n)
    // 7 base units of USD at rate 0.5: HAPC gets 3 (3.5 down), HAP the other 4 (× 3 = 12).
    expect(nftPayment({ ...base, price: 7n, hapcRate: '0.5', type: 1 })).toEqual({ hap: 12n, hapc: (3n * 5n + 6n) / 7n })
  })

  it('pays no HAPC when the rate is 0, even for type 1', () => {
    expect(nftPayment({ ...base, price: 10n * e18, hapcRate: '0', type: 1 })).toEqual({ hap: 30n * e18, hapc: 0n })
  })
})
