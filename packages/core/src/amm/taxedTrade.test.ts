import { describe, expect, test } from 'vitest'
import { bestTradeExactIn } from './bestTradeExactIn.ts'
import { bestTradeExactOut } from './bestTradeExactOut.ts'
import { getAmountOut } from './getAmountOut.ts'
import { getAmountsOut } from './getAmountsOut.ts'
import { createPairGraph } from './pairGraph.ts'
import { tokenAddress } from './randomPairs.testing.ts'
import { taxedAmountsIn, taxedAmountsOut } from './taxedTrade.ts'
import { arriving, hapTradeTax, sendingFor, taxOn } from './transferTax.ts'

// hap is taxed; usdt, gem and coin are not. hap–usdt is deep, usdt–coin and hap–gem shallow.
const [hap, usdt, gem, coin] = [tokenAddress(1), tokenAddress(2), tokenAddress(3), tokenAddress(4)]
const e18 = 10n ** 18n
const graph = createPairGraph([
  { address: tokenAddress(101), token0: hap, token1: usdt, reserve0: 2_000_000n * e18 + 7n, reserve1: 1_000_000n * e18 + 3n },
  { address: tokenAddress(102), token0: usdt, token1: coin, reserve0: 1000n * e18, reserve1: 1000n * e18 },
  { address: tokenAddress(103), token0: hap, token1: gem, reserve0: 400_000n * e18, reserve1: 40_000n * e18 },
  { address: tokenAddress(104), token0: coin, token1: gem, reserve0: 500n * e18, reserve1: 50n * e18 },
])
const taxes = new Map([[hap.toLowerCase(), hapTradeTax]])
const arrive = (amount: bigint) => arriving(taxes, hap, amount)

describe('the transfer tax', () => {
  test('takes four shares, each rounded down on its own', () => {
    // 1,234,567 wei: 3,086.4 + 3,086.4 + 6,172.8 + 6,172.8 → 3,086 + 3,086 + 6,172 + 6,172.
    expect(taxOn(hapTradeTax, 1_234_567n)).toBe(18_516n)
    expect(arrive(1_234_567n)).toBe(1_216_051n)
    expect(arriving(taxes, usdt, 1_234_567n)).toBe(1_234_567n)
  })

  test('sendingFor finds an amount that arrives as at least the net, and one wei less does not', () => {
    for (const net of [1n, 397n, 394n, 395n, 1_216_051n, 987_654_321_987_654_321n]) {
      const send = sendingFor(taxes, hap, net)
      expect(arrive(send)).toBeGreaterThanOrEqual(net)
      expect(arrive(send - 1n)).toBeLessThan(net)
    }
    // At 400 wei all four shares round up together: 399 arrives as 397, 400 as only 394.
    expect([arrive(399n), arrive(400n)]).toEqual([397n, 394n])
  })
})

describe('quotes through a taxed token', () => {
  test('a buy arrives as the pair\'s output less the tax; a sell swaps what reached the pair', () => {
    const amountIn = 12_345_678_901_234_567_891n
    const out = getAmountOut(amountIn, 1_000_000n * e18 + 3n, 2_000_000n * e18 + 7n)
    expect(taxedAmountsOut(graph, amountIn, [usdt, hap], taxes)).toEqual([amountIn, arrive(out)])
    expect(taxedAmountsOut(graph, amountIn, [hap, usdt], taxes)).toEqual([amountIn, getAmountOut(arrive(amountIn), 2_000_000n * e18 + 7n, 1_000_000n * e18 + 3n)])
  })

  test('a taxed middle token is taxed once, on its way from the first pair to the second', () => {
    const amountIn = 5_555_555_555_555_555_555n
    const [, middle] = getAmountsOut(graph, amountIn, [usdt, hap])
    const last = getAmountOut(arrive(middle!), 400_000n * e18, 40_000n * e18)
    expect(taxedAmountsOut(graph, amountIn, [usdt, hap, gem], taxes)).toEqual([amountIn, arrive(middle!), last])
  })

  test('bestTradeExactIn counts the tax: a route around the taxed token can win, and a taxed winner is marked', () => {
    const untaxed = bestTradeExactIn(graph, usdt, gem, 10n * e18)
    const taxed = bestTradeExactIn(graph, usdt, gem, 10n * e18, { taxes })
    if (untaxed.kind !== 'trade' || taxed.kind !== 'trade') throw new Error('expected trades')
    expect(untaxed.path).toEqual([usdt, hap, gem])
    expect(taxed.amountOut).toBe(bestOf(taxedAmountsOut(graph, 10n * e18, [usdt, hap, gem], taxes)[2]!, taxedAmountsOut(graph, 10n * e18, [usdt, coin, gem], taxes)[2]!))
    expect(taxed.amountOut).toBeLessThan(untaxed.amountOut)
    expect(taxed.taxed === true).toBe(taxed.path.includes(hap))
    // Without a taxed token on the route, the answer is the untaxed one, unmarked.
    const plain = bestTradeExactIn(graph, usdt, coin, 10n * e18, { taxes })
    expect(plain).toEqual(bestTradeExactIn(graph, usdt, coin, 10n * e18))
    expect(plain.kind === 'trade' && plain.taxed).toBe(undefined)
  })

  test('bestTradeExactOut asks enough for the wanted amount to arrive after the tax, and the least that does', () => {
    const wanted = 777_777_777_777_777_777n
    const trade = bestTradeExactOut(graph, usdt, hap, wanted, { taxes })
    if (trade.kind !== 'trade') throw new Error('expected a trade')
    expect(trade.taxed).toBe(true)
    expect(trade.amountOut).toBeGreaterThanOrEqual(wanted)
    expect(taxedAmountsOut(graph, trade.amountIn, [usdt, hap], taxes)[1]).toBe(trade.amountOut)
    expect(taxedAmountsOut(graph, trade.amountIn - 1n, [usdt, hap], taxes)[1]).toBeLessThan(wanted)
    expect(taxedAmountsIn(graph, wanted, [usdt, hap], taxes)).toEqual(trade.amounts)
  })
})

function bestOf(x: bigint, y: bigint): bigint {
  return x > y ? x : y
}
