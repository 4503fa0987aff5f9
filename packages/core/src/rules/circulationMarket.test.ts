import { describe, expect, it } from 'vitest'
import { fraction } from '../amount/fraction.ts'
import { burnFuel, circulationReward, matchFifo, orderUnits, publishBlock, unitCost } from './circulationMarket.ts'

const e18 = 10n ** 18n

describe('circulation market rules', () => {
  it('blocks the publish popup with the spec keys, status first', () => {
    expect(publishBlock('0', 0, true, true)).toBe('lang.h328')
    expect(publishBlock('2', 1, true, true)).toBe('lang.h329')
    expect(publishBlock('7', 0, true, true)).toBe('lang.h328')
    expect(publishBlock('1', 0, false, true)).toBe('lang.h330')
    expect(publishBlock('1', 1, true, false)).toBe('lang.h331')
    expect(publishBlock('1', 1, false, true)).toBeUndefined()
  })

  it('counts whole units only', () => {
    expect(orderUnits(300n * e18, 100n * e18)).toBe(3)
    expect(orderUnits(300n * e18 + 1n, 100n * e18)).toBeUndefined()
    expect(orderUnits(0n, 100n * e18)).toBeUndefined()
  })

  it('prices a unit rounding up, and computes reward down and fuel up to the base unit', () => {
    expect(unitCost(100n * e18 + 1n, '0.3', 18, 18)).toBe(30n * e18 + 1n)
    expect(unitCost(1n, '0.3', 18, 6)).toBe(1n)
    expect(circulationReward(333n * e18 + 7n, '0.05')).toBe(16_650_000_000_000_000_000n)
    // 0.1 × 16.65 HAP × 0.5 USD / (7/3 USD) = 0.356785714285714285714… GOC, rounded up.
    expect(burnFuel(16_650_000_000_000_000_000n, '0.1', fraction(1n, 2n), fraction(7n, 3n), 18, 18)).toBe(356_785_714_285_714_286n)
  })

  it('matches buy against sell in queue order, partially, per price', () => {
    const fills = matchFifo([
      { id: 1, side: 1, book: 'a', units: 2 },
      { id: 2, side: 1, book: 'a', units: 3 },
      { id: 3, side: 0, book: 'b', units: 4 },
      { id: 4, side: 0, book: 'a', units: 4 },
      { id: 5, side: 0, book: 'a', units: 2 },
      { id: 6, side: 1, book: 'a', units: 5 },
    ])
    expect(fills).toEqual([
      { buyId: 4, sellId: 1, units: 2 },
      { buyId: 4, sellId: 2, units: 2 },
      { buyId: 5, sellId: 2, units: 1 },
      { buyId: 5, sellId: 6, units: 1 },
    ])
  })
})
