import { describe, expect, it } from 'vitest'
import { fraction } from '../amount/fraction.ts'
import { amountsForLiquidity, formatPoolShare, isFirstProvider, liquidityForPercent, liquidityMinted, MINIMUM_LIQUIDITY, poolShare, shareAfterDeposit, sqrt } from './liquidity.ts'

const e18 = 10n ** 18n

describe('sqrt', () => {
  it('rounds down and is exact on squares', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n].map(sqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 3n, 4n, 4n])
    const big = 123456789012345678901234567890n
    expect(sqrt(big * big)).toBe(big)
    expect(sqrt(big * big - 1n)).toBe(big - 1n)
  })
  it('refuses negatives', () => {
    expect(() => sqrt(-1n)).toThrow(RangeError)
  })
})

describe('liquidityMinted', () => {
  it('gives the first provider sqrt(a·b) minus the locked minimum', () => {
    expect(liquidityMinted({ amountA: 100n * e18, amountB: 400n * e18, reserveA: 0n, reserveB: 0n, totalSupply: 0n })).toBe(200n * e18 - MINIMUM_LIQUIDITY)
    expect(liquidityMinted({ amountA: 1000n, amountB: 1000n, reserveA: 0n, reserveB: 0n, totalSupply: 0n })).toBe(0n)
  })
  it('treats zero reserves with a supply as a first provider', () => {
    expect(isFirstProvider(0n, 5n, 10n)).toBe(true)
    expect(isFirstProvider(5n, 5n, 10n)).toBe(false)
  })
  it('gives later providers the smaller proportional share, rounded down', () => {
    expect(liquidityMinted({ amountA: 10n, amountB: 30n, reserveA: 100n, reserveB: 200n, totalSupply: 1000n })).toBe(100n)
    expect(liquidityMinted({ amountA: 7n, amountB: 100n, reserveA: 3n, reserveB: 200n, totalSupply: 10n })).toBe(5n)
  })
  it('refuses an empty side', () => {
    expect(() => liquidityMinted({ amountA: 0n, amountB: 1n, reserveA: 0n, reserveB: 0n, totalSupply: 0n })).toThrow('Insufficient input amount')
  })
})

describe('shares and amounts', () => {
  it('computes the pool share and the share after a deposit', () => {
    expect(poolShare(25n, 100n)).toEqual(fraction(25n, 100n))
    expect(poolShare(25n, 0n)).toEqual(fraction(0n))
    expect(shareAfterDeposit(100n, 300n)).toEqual(fraction(100n, 400n))
    expect(shareAfterDeposit(9000n, 0n)).toEqual(fraction(9000n, 10_000n))
  })
  it('pays out burnt liquidity pro rata, rounded down', () => {
    expect(amountsForLiquidity(1n, 10n, 7n, 3n)).toEqual([3n, 2n])
    expect(amountsForLiquidity(5n, 10n, 7n, 0n)).toEqual([0n, 0n])
  })
  it('takes a slider percent of the LP balance', () => {
    expect(liquidityForPercent(999n, 50)).toBe(499n)
    expect(liquidityForPercent(999n, 100)).toBe(999n)
    expect(liquidityForPercent(999n, 0)).toBe(0n)
    expect(() => liquidityForPercent(1n, 101)).toThrow(RangeError)
    expect(() => liquidityForPercent(1n, 2.5)).toThrow(RangeError)
  })
})

describe('formatPoolShare', () => {
  it('shows small and full shares as the spec words them', () => {
    expect(formatPoolShare(fraction(1n, 100_000n))).toBe('<0.01%')
    expect(formatPoolShare(fraction(1n, 10_000n))).toBe('0.01%')
    expect(formatPoolShare(fraction(1n, 1n))).toBe('>100%')
    expect(formatPoolShare(fraction(3n, 2n))).toBe('>100%')
    expect(formatPoolShare(fraction(0n))).toBe('0%')
    expect(formatPoolShare(fraction(1n, 3n))).toBe('33.33%')
  })
  it('shows 10 decimals for the pool lookup', () => {
    expect(formatPoolShare(fraction(1n, 3n), 10)).toBe('33.3333333333%')
  })
})
