import { describe, expect, it } from 'vitest'
import type { Token } from '../tokens/token.ts'
import { buildAddLiquidityCall, buildRemoveLiquidityCalls, firstEstimatedCall, V2_REMOVAL_GAS_FALLBACK } from './liquidityCall.ts'

const token = (symbol: string, address: string, isNative = false): Token => ({ chainId: 56, address: address as `0x${string}`, name: symbol, symbol, decimals: 18, isNative })
const bnb = token('BNB', `0x${'b'.repeat(40)}`, true)
const usdt = token('USDT', `0x${'1'.repeat(40)}`)
const hap = token('HAP', `0x${'2'.repeat(40)}`)
const recipient = `0x${'9'.repeat(40)}` as const

describe('buildAddLiquidityCall', () => {
  it('applies slippage to both sides of an existing pool', () => {
    const call = buildAddLiquidityCall({ tokenA: usdt, tokenB: hap, amountA: 1000n, amountB: 2000n, firstProvider: false, slippage: '1', recipient, deadline: 99n })
    expect(call).toEqual({ functionName: 'addLiquidity', args: [usdt.address, hap.address, 1000n, 2000n, 990n, 1980n, recipient, 99n] })
  })
  it('takes the whole deposit from a first provider, and sends the native side as value', () => {
    const call = buildAddLiquidityCall({ tokenA: bnb, tokenB: hap, amountA: 5n, amountB: 7000n, firstProvider: true, slippage: '1', recipient, deadline: 1n })
    expect(call).toEqual({ functionName: 'addLiquidityETH', args: [hap.address, 7000n, 7000n, 5n, recipient, 1n], value: 5n })
  })
})

describe('buildRemoveLiquidityCalls', () => {
  it('removes token pairs with slippage minimums', () => {
    expect(buildRemoveLiquidityCalls({ tokenA: usdt, tokenB: hap, liquidity: 10n, amountA: 1000n, amountB: 200n, slippage: '0.5', recipient, deadline: 3n })).toEqual([
      { functionName: 'removeLiquidity', args: [usdt.address, hap.address, 10n, 995n, 199n, recipient, 3n] },
    ])
  })
  it('removes native pairs through the ETH call, then its fee-on-transfer variant', () => {
    const calls = buildRemoveLiquidityCalls({ tokenA: hap, tokenB: bnb, liquidity: 10n, amountA: 1000n, amountB: 200n, slippage: '0.5', recipient, deadline: 3n })
    expect(calls.map((call) => call.functionName)).toEqual(['removeLiquidityETH', 'removeLiquidityETHSupportingFeeOnTransferTokens'])
    expect(calls[0]?.args).toEqual([hap.address, 10n, 995n, 199n, recipient, 3n])
  })
})

describe('firstEstimatedCall', () => {
  const estimateOnly = (passing: string[]) => (call: string) => (passing.includes(call) ? Promise.resolve(100n) : Promise.reject(new Error('revert')))
  it('takes the first call whose estimate passes', async () => {
    expect(await firstEstimatedCall(['eth', 'fot'], estimateOnly(['eth', 'fot']), undefined)).toEqual({ call: 'eth', gas: 100n })
    expect(await firstEstimatedCall(['eth', 'fot'], estimateOnly(['fot']), undefined)).toEqual({ call: 'fot', gas: 100n })
  })
  it('sends the last call with the V2 gas limit when every estimate fails, and gives up on V1', async () => {
    expect(await firstEstimatedCall(['eth', 'fot'], estimateOnly([]), V2_REMOVAL_GAS_FALLBACK)).toEqual({ call: 'fot', gas: 730_801n })
    expect(await firstEstimatedCall(['eth', 'fot'], estimateOnly([]), undefined)).toBeUndefined()
  })
})
