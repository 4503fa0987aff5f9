import type { Address } from 'viem'
import type { Trade } from '@hapdex/core/amm/trade'
import { maximumAmountIn, minimumAmountOut } from '@hapdex/core/rules/slippage'
import type { Token } from '../tokens/token.ts'

export type RouterFunction =
  | 'swapExactTokensForTokens'
  | 'swapTokensForExactTokens'
  | 'swapExactETHForTokens'
  | 'swapETHForExactTokens'
  | 'swapExactTokensForETH'
  | 'swapTokensForExactETH'
  | 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
  | 'swapExactETHForTokensSupportingFeeOnTransferTokens'
  | 'swapExactTokensForETHSupportingFeeOnTransferTokens'

export type SwapCall = {
  readonly functionName: RouterFunction
  readonly args: readonly unknown[]
  readonly value: bigint
}

export type SwapCallParameters = {
  trade: Pick<Trade, 'tradeType' | 'path' | 'amountIn' | 'amountOut' | 'taxed'>
  from: Token
  to: Token
  slippage: string
  recipient: Address
  deadline: bigint
  /** The fee-on-transfer variant (exact-in only): the fallback when the normal estimate fails. */
  feeOnTransfer: boolean
}

/**
 * The router call of a trade: exact-in bounds the output from below, exact-out the input from
 * above. A trade through a taxed token (HAP) goes exact in through the supporting-fee-on-transfer
 * functions whichever side was typed: the router's exact-out maths cannot see the tax, and its
 * quote is the input that delivers at least the typed output after it (decision 0034).
 */
export function buildSwapCall({ trade, from, to, slippage, recipient, deadline, feeOnTransfer }: SwapCallParameters): SwapCall {
  const path = [...trade.path]
  const fot = feeOnTransfer || trade.taxed ? 'SupportingFeeOnTransferTokens' : ''
  if (trade.tradeType === 'exactIn' || trade.taxed) {
    const amountOutMin = minimumAmountOut(trade.amountOut, slippage)
    if (from.isNative) return { functionName: `swapExactETHForTokens${fot}` as RouterFunction, args: [amountOutMin, path, recipient, deadline], value: trade.amountIn }
    if (to.isNative) return { functionName: `swapExactTokensForETH${fot}` as RouterFunction, args: [trade.amountIn, amountOutMin, path, recipient, deadline], value: 0n }
    return { functionName: `swapExactTokensForTokens${fot}` as RouterFunction, args: [trade.amountIn, amountOutMin, path, recipient, deadline], value: 0n }
  }
  const amountInMax = maximumAmountIn(trade.amountIn, slippage)
  if (from.isNative) return { functionName: 'swapETHForExactTokens', args: [trade.amountOut, path, recipient, deadline], value: amountInMax }
  if (to.isNative) return { functionName: 'swapTokensForExactETH', args: [trade.amountOut, amountInMax, path, recipient, deadline], value: 0n }
  return { functionName: 'swapTokensForExactTokens', args: [trade.amountOut, amountInMax, path, recipient, deadline], value: 0n }
}

/** Spec 9 gas tiers: standard, fast and instant are 1x, 1.5x and 2x of the network price. */
export function tieredGasPrice(networkPrice: bigint, tier: 'standard' | 'fast' | 'instant'): bigint {
  const tenths = { standard: 10n, fast: 15n, instant: 20n }[tier]
  return (networkPrice * tenths) / 10n
}
