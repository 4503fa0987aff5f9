import { describe, expect, it } from 'vitest'
import { assignCards, MAX_CARDS, shareByTier, starOf } from './equityCards.ts'

const usd = (whole: number) => BigInt(whole) * 10n ** 18n

describe('starOf', () => {
  it('gives the highest star whose personal and team thresholds are both met', () => {
    expect(starOf(usd(999), usd(1_000_000))).toBe(0)
    expect(starOf(usd(1_000), usd(1_000))).toBe(1)
    expect(starOf(usd(5_000), usd(9_999))).toBe(1)
    expect(starOf(usd(2_000), usd(10_000))).toBe(2)
    expect(starOf(usd(3_999), usd(50_000_000))).toBe(3)
    expect(starOf(usd(4_000), usd(1_000_000))).toBe(4)
    expect(starOf(usd(5_000), usd(10_000_000))).toBe(5)
    expect(starOf(usd(5_000) - 1n, usd(10_000_000))).toBe(4)
  })
})

describe('assignCards', () => {
  it('gives a card to every qualified user while there are cards, none to the unqualified', () => {
    const cards = assignCards([
      { userId: 1, personal: usd(1_000), team: usd(1_000), holder: false },
      { userId: 2, personal: usd(500), team: usd(1_000_000), holder: true },
      { userId: 3, personal: usd(5_000), team: usd(10_000_000), holder: false },
    ])
    expect([...cards]).toEqual([[3, 5], [1, 1]])
  })

  it('when cards run out: higher star first, then larger personal liquidity, then the day before\'s holder, then the lower id', () => {
    const base = { team: usd(10_000), holder: false }
    const cards = assignCards(
      [
        { ...base, userId: 10, personal: usd(1_500) },
        { ...base, userId: 11, personal: usd(2_000) },
        { ...base, userId: 12, personal: usd(1_500), holder: true },
        { ...base, userId: 9, personal: usd(1_500) },
        { ...base, userId: 13, personal: usd(1_500) + 1n },
      ],
      3,
    )
    // 11 is star 2; 13 outranks the 1,500 USD trio by one wei; of those, 12 held a card before.
    expect([...cards]).toEqual([[11, 2], [13, 1], [12, 1]])
    expect(assignCards([{ ...base, userId: 10, personal: usd(1_500) }, { ...base, userId: 9, personal: usd(1_500) }], 1)).toEqual(new Map([[9, 1]]))
  })

  it('never gives more than 1,680 cards', () => {
    const crowd = Array.from({ length: 2_000 }, (_, index) => ({ userId: index + 1, personal: usd(1_000 + index), team: usd(1_000), holder: false }))
    const cards = assignCards(crowd)
    expect(cards.size).toBe(MAX_CARDS)
    expect(cards.has(2_000)).toBe(true)
    expect(cards.has(320)).toBe(false)
    expect(cards.has(321)).toBe(true)
  })
})

describe('shareByTier', () => {
  it('shares each of five equal tier pools among the cards of that star or above, rounding down, the rest left in the pool', () => {
    // 1,000,003 wei: 200,000 a tier (3 left). Tier 1: four cards, 50,000 each; tier 2: three, 66,666 (2 left);
    // tier 3: two (stars 3 and 5), 100,000; tier 4: one (star 5); tier 5: one (star 5).
    const cards = new Map([[1, 1], [2, 2], [3, 3], [5, 5]])
    const { paid, left } = shareByTier(1_000_003n, cards)
    expect(paid).toEqual(new Map([[1, 50_000n], [2, 116_666n], [3, 216_666n], [5, 616_666n]]))
    expect(left).toBe(5n)
    expect([...paid.values()].reduce((sum, amount) => sum + amount, 0n) + left).toBe(1_000_003n)
  })

  it('leaves a tier no card reaches, and everything when there is no card', () => {
    expect(shareByTier(999n, new Map([[7, 2]]))).toEqual({ paid: new Map([[7, 398n]]), left: 601n })
    expect(shareByTier(999n, new Map())).toEqual({ paid: new Map(), left: 999n })
  })
})
