import { describe, expect, it } from 'vitest'
import { buildSwapCall, tieredGasPrice } from './swapCall.ts'
import type { Token } from '../tokens/token.ts'

const token = (symbol: string, address: string, isNative = false): Token => ({ chainId: 1, address: address as `0x${string}`, name: symbol, symbol, decimals: 18, isNative })
const bnb = token('BNB', '0x' + 'b'.repeat(40), true)
const usdt = token('USDT', '0x' + '1'.repeat(40))
const hap = token('HAP', '0x' + '2'.repeat(40))
const recipient = ('0x' + '9'.repeat(40)) as `0x${string}`
const base = { slippage: '1', recipient, deadline: 100n, feeOnTransfer: false }

describe('buildSwapCall', () => {
  it('exact-in token to token bounds the output by the slippage', () => {
    const call = buildSwapCall({ ...base, from: usdt, to: hap, trade: { tradeType: 'exactIn', path: [usdt.address, hap.address], amountIn: 1000n, amountOut: 2000n } })
    expect(call).toEqual({ functionName: 'swapExactTokensForTokens', args: [1000n, 1980n, [usdt.address, hap.address], recipient, 100n], value: 0n })
  })

  it('exact-in from the native coin sends the input as value', () => {
    const call = buildSwapCall({ ...base, from: bnb, to: usdt, trade: { tradeType: 'exactIn', path: [bnb.address, usdt.address], amountIn: 10n, amountOut: 6000n } })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(call.value).toBe(10n)
    expect(call.args[0]).toBe(5940n)
  })

  it('exact-out bounds the input and sends the maximum as value from the native coin', () => {
    const call = buildSwapCall({ ...base, from: bnb, to: usdt, trade: { tradeType: 'exactOut', path: [bnb.address, usdt.address], amountIn: 1000n, amountOut: 6n } })
    expect(call).toMatchObject({ functionName: 'swapETHForExactTokens', value: 1010n, args: [6n, [bnb.address, usdt.address], recipient, 100n] })
    expect(buildSwapCall({ ...base, from: usdt, to: bnb, trade: { tradeType: 'exactOut', path: [usdt.address, bnb.address], amountIn: 1000n, amountOut: 6n } }).functionName).toBe('swapTokensForExactETH')
    expect(buildSwapCall({ ...base, from: usdt, to: hap, trade: { tradeType: 'exactOut', path: [usdt.address, hap.address], amountIn: 1000n, amountOut: 6n } }).args[1]).toBe(1010n)
  })

  it('picks the fee-on-transfer variants of exact-in', () => {
    const trade = { tradeType: 'exactIn' as const, path: [usdt.address, bnb.address], amountIn: 1n, amountOut: 1n }
    expect(buildSwapCall({ ...base, feeOnTransfer: true, from: usdt, to: bnb, trade }).functionName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens')
    expect(buildSwapCall({ ...base, feeOnTransfer: true, from: usdt, to: hap, trade }).functionName).toBe('swapExactTokensForTokensSupportingFeeOnTransferTokens')
  })
})

describe('buildSwapCall through a taxed token', () => {
  it('sends a taxed trade exact in through the supporting function, typed on either side, its output bounded by the slippage', () => {
    const taxed = { path: [usdt.address, hap.address], amountIn: 1_000_003n, amountOut: 2_000_017n, taxed: true as const }
    for (const tradeType of ['exactIn', 'exactOut'] as const) {
      expect(buildSwapCall({ ...base, from: usdt, to: hap, trade: { ...taxed, tradeType } })).toEqual({
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [1_000_003n, 1_980_016n, [usdt.address, hap.address], recipient, 100n],
        value: 0n,
      })
    }
    const fromNative = buildSwapCall({ ...base, from: bnb, to: hap, trade: { ...taxed, path: [bnb.address, hap.address], tradeType: 'exactOut' } })
    expect(fromNative).toMatchObject({ functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens', value: 1_000_003n })
    expect(buildSwapCall({ ...base, from: hap, to: bnb, trade: { ...taxed, path: [hap.address, bnb.address], tradeType: 'exactOut' } }).functionName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens')
  })
})

describe('tieredGasPrice', () => {
  it('multiplies the network price by 1, 1.5 and 2', () => {
    expect([tieredGasPrice(3n, 'standard'), tieredGasPrice(1_000_000_000n, 'fast'), tieredGasPrice(5n, 'instant')]).toEqual([3n, 1_500_000_000n, 10n])
  })
})
