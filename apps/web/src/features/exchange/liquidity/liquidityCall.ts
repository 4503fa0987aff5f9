import type { Address } from 'viem'
import { minimumAmountOut } from '@hapdex/core/rules/slippage'
import type { Token } from '../tokens/token.ts'

export type RouterCall = {
  readonly functionName: string
  readonly args: readonly unknown[]
  readonly value?: bigint | undefined
}

export type AddLiquidityCallParameters = {
  readonly tokenA: Token
  readonly tokenB: Token
  readonly amountA: bigint
  readonly amountB: bigint
  /** A first provider sets the price: the whole deposit is taken, so no slippage applies. */
  readonly firstProvider: boolean
  readonly slippage: string
  readonly recipient: Address
  readonly deadline: bigint
}

/** addLiquidity, or addLiquidityETH when one side is the native coin (its amount is the value). */
export function buildAddLiquidityCall({ tokenA, tokenB, amountA, amountB, firstProvider, slippage, recipient, deadline }: AddLiquidityCallParameters): RouterCall {
  const min = (amount: bigint) => (firstProvider ? amount : minimumAmountOut(amount, slippage))
  if (tokenA.isNative || tokenB.isNative) {
    const [token, amountToken, amountNative] = tokenA.isNative ? [tokenB, amountB, amountA] : [tokenA, amountA, amountB]
    return { functionName: 'addLiquidityETH', args: [token.address, amountToken, min(amountToken), min(amountNative), recipient, deadline], value: amountNative }
  }
  return { functionName: 'addLiquidity', args: [tokenA.address, tokenB.address, amountA, amountB, min(amountA), min(amountB), recipient, deadline] }
}

export type RemoveLiquidityCallParameters = {
  readonly tokenA: Token
  readonly tokenB: Token
  readonly liquidity: bigint
  /** Expected payouts of tokenA and tokenB; slippage makes them minimums (spec 5). */
  readonly amountA: bigint
  readonly amountB: bigint
  readonly slippage: string
  readonly recipient: Address
  readonly deadline: bigint
}

/**
 * The removal calls to try in order: removeLiquidity, or for the native coin removeLiquidityETH
 * then its fee-on-transfer variant (spec 4: the fallback when the first attempt fails).
 */
export function buildRemoveLiquidityCalls({ tokenA, tokenB, liquidity, amountA, amountB, slippage, recipient, deadline }: RemoveLiquidityCallParameters): RouterCall[] {
  const minA = minimumAmountOut(amountA, slippage)
  const minB = minimumAmountOut(amountB, slippage)
  if (tokenA.isNative || tokenB.isNative) {
    const [token, minToken, minNative] = tokenA.isNative ? [tokenB, minB, minA] : [tokenA, minA, minB]
    const args = [token.address, liquidity, minToken, minNative, recipient, deadline]
    return [
      { functionName: 'removeLiquidityETH', args },
      { functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args },
    ]
  }
  return [{ functionName: 'removeLiquidity', args: [tokenA.address, tokenB.address, liquidity, minA, minB, recipient, deadline] }]
}

/** Spec 8: when the gas estimate of a V2 removal fails, this gas limit is used. */
export const V2_REMOVAL_GAS_FALLBACK = 730_801n

/**
 * The first call whose gas estimate passes, with that estimate. When none passes and a fallback
 * gas limit is given (V2 removals), the last call is sent with it: for the native coin that is
 * the fee-on-transfer variant, which works for every token.
 */
export async function firstEstimatedCall<T>(calls: readonly T[], estimate: (call: T) => Promise<bigint>, fallbackGas: bigint | undefined): Promise<{ call: T; gas: bigint } | undefined> {
  for (const call of calls) {
    try {
      return { call, gas: await estimate(call) }
    } catch {
      continue
    }
  }
  const last = calls.at(-1)
  return fallbackGas !== undefined && last !== undefined ? { call: last, gas: fallbackGas } : undefined
}
