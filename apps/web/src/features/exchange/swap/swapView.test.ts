import { describe, expect, it } from 'vitest'
import { noLiquidity, type Trade } from '@hapdex/core/amm/trade'
import type { Token } from '../tokens/token.ts'
import { boxTexts, feePaid, priceText } from './swapView.ts'

const token = (symbol: string, decimals: number, isNative = false): Token => ({ chainId: 1, address: `0x${symbol.length.toString().repeat(40)}` as `0x${string}`, name: symbol, symbol, decimals, isNative })
const usdt = token('USDT', 18)
const usdc = token('USDC6', 6)
const trade = (amountIn: bigint, amountOut: bigint, hops = 1): Trade =>
  ({ kind: 'trade', tradeType: 'exactIn', path: hops === 1 ? [usdt.address, usdc.address] : [usdt.address, usdt.address, usdc.address], amountIn, amountOut, executionPrice: { numerator: amountOut, denominator: amountIn } }) as unknown as Trade

describe('boxTexts', () => {
  it('shows the typed side as typed and the other side computed', () => {
    expect(boxTexts({ from: usdt, to: usdc, typed: '1', source: 'from' }, trade(10n ** 18n, 2_500_000n), undefined)).toEqual({ from: '1', to: '2.5' })
    expect(boxTexts({ from: usdt, to: usdc, typed: '2.5', source: 'to' }, trade(10n ** 18n, 2_500_000n), undefined)).toEqual({ from: '1', to: '2.5' })
  })

  it('shows six decimals, the output rounded down and the input rounded up', () => {
    const exact = trade(1_234_567_891_234_567_891n, 1_999_999n)
    expect(boxTexts({ from: usdt, to: usdt, typed: '1', source: 'from' }, exact, undefined).to).toBe('0')
    expect(boxTexts({ from: usdt, to: usdc, typed: '1.999999', source: 'to' }, exact, undefined).from).toBe('1.234568')
    expect(boxTexts({ from: usdc, to: usdt, typed: '1', source: 'from' }, trade(1n, 1_234_567_891_234_567_891n), undefined).to).toBe('1.234567')
  })

  it('clears the computed side without a route, and copies the amount for a wrap', () => {
    expect(boxTexts({ from: usdt, to: usdc, typed: '1', source: 'from' }, noLiquidity, undefined)).toEqual({ from: '1', to: '' })
    expect(boxTexts({ from: usdt, to: usdc, typed: '1', source: 'from' }, undefined, undefined)).toEqual({ from: '1', to: '' })
    expect(boxTexts({ from: usdt, to: usdc, typed: '3', source: 'to' }, undefined, 'unwrap')).toEqual({ from: '3', to: '3' })
  })
})

describe('priceText and feePaid', () => {
  it('prices in whole tokens either way', () => {
    expect(priceText(trade(10n ** 18n, 2_500_000n), usdt, usdc, false)).toBe('2.5')
    expect(priceText(trade(10n ** 18n, 2_500_000n), usdt, usdc, true)).toBe('0.4')
  })

  it('takes 0.3% per hop of the input', () => {
    expect(feePaid(trade(1_000_000n, 1n))).toBe(3_000n)
    expect(feePaid(trade(1_000_000n, 1n, 2))).toBe(5_991n)
  })
})
