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
      { id: 1, owner: 11, side: 1, book: 'a', units: 2 },
      { id: 2, owner: 12, side: 1, book: 'a', units: 3 },
      { id: 3, owner: 13, side: 0, book: 'b', units: 4 },
      { id: 4, owner: 14, side: 0, book: 'a', units: 4 },
      { id: 5, owner: 15, side: 0, book: 'a', units: 2 },
      { id: 6, owner: 16, side: 1, book: 'a', units: 5 },
    ])
    expect(fills).toEqual([
      { buyId: 4, sellId: 1, units: 2 },
      { buyId: 4, sellId: 2, units: 2 },
      { buyId: 5, sellId: 2, units: 1 },
      { buyId: 5, sellId: 6, units: 1 },
    ])
  })

  it('never matches an owner with itself: its own orders keep their places for everyone else', () => {
    const fills = matchFifo([
      { id: 1, owner: 7, side: 1, book: 'a', units: 2 },
      { id: 2, owner: 8, side: 1, book: 'a', units: 1 },
      { id: 3, owner: 7, side: 1, book: 'a', units: 1 },
      { id: 4, owner: 9, side: 1, book: 'a', units: 2 },
      // 7 buys 3: passes over its own 1 and 3, takes 2 and two units of 4; its last unit queues.
      { id: 5, owner: 7, side: 0, book: 'a', units: 4 },
      // 8 buys 4: 1 (the oldest sell, still first), 3; then 7's buy 5 is no sell, so 8's last unit queues behind it.
      { id: 6, owner: 8, side: 0, book: 'a', units: 4 },
      // 9 sells 3: the oldest buy first (7's 5), then 8's 6; 9's own sell 4 was used up before.
      { id: 7, owner: 9, side: 1, book: 'a', units: 3 },
      // 7 sells 1: no buy is left, it queues.
      { id: 8, owner: 7, side: 1, book: 'a', units: 1 },
    ])
    expect(fills).toEqual([
      { buyId: 5, sellId: 2, units: 1 },
      { buyId: 5, sellId: 4, units: 2 },
      { buyId: 6, sellId: 1, units: 2 },
      { buyId: 6, sellId: 3, units: 1 },
      { buyId: 5, sellId: 7, units: 1 },
      { buyId: 6, sellId: 7, units: 1 },
    ])
  })

  it('lets one owner’s buy and sell face each other, and the next owner take the oldest first', () => {
    const fills = matchFifo([
      { id: 1, owner: 1, side: 0, book: 'a', units: 2 },
      { id: 2, owner: 1, side: 1, book: 'a', units: 3 },
      { id: 3, owner: 2, side: 0, book: 'a', units: 1 },
      { id: 4, owner: 2, side: 1, book: 'a', units: 1 },
      { id: 5, owner: 1, side: 1, book: 'a', units: 1 },
      { id: 6, owner: 3, side: 0, book: 'a', units: 9 },
    ])
    expect(fills).toEqual([
      // 2's buy: the oldest sell, 1's 2; 2's sell: the oldest buy, 1's 1.
      { buyId: 3, sellId: 2, units: 1 },
      { buyId: 1, sellId: 4, units: 1 },
      // 1's sell passes its own buy 1 (one unit left) and queues; 3 takes the sells in their order.
      { buyId: 6, sellId: 2, units: 2 },
      { buyId: 6, sellId: 5, units: 1 },
    ])
  })

  it('equals a plain FIFO whenever no owner meets itself', () => {
    const orders = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, owner: i + 1, side: ((i * 7) % 3 === 0 ? 0 : 1) as 0 | 1, book: i % 5 === 0 ? 'b' : 'a', units: 1 + ((i * 13) % 9) }))
    const plain: { buyId: number; sellId: number; units: number }[] = []
    const queues = new Map<string, { id: number; left: number }[]>()
    for (const order of orders) {
      const opposite = queues.get(`${1 - order.side}:${order.book}`) ?? []
      let left = order.units
      while (left > 0 && opposite.length > 0) {
        const head = opposite[0]!
        const units = Math.min(left, head.left)
        plain.push(order.side === 0 ? { buyId: order.id, sellId: head.id, units } : { buyId: head.id, sellId: order.id, units })
        left -= units
        head.left -= units
        if (head.left === 0) opposite.shift()
      }
      queues.set(`${1 - order.side}:${order.book}`, opposite)
      if (left > 0) queues.set(`${order.side}:${order.book}`, [...(queues.get(`${order.side}:${order.book}`) ?? []), { id: order.id, left }])
    }
    expect(plain.length).toBeGreaterThan(100)
    expect(matchFifo(orders)).toEqual(plain)
  })
})
