import type { NoLiquidity, Trade } from '@hapdex/core/amm/trade'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { formatFraction } from '@hapdex/core/amount/formatFraction'
import type { Token } from '../tokens/token.ts'
import type { SwapForm } from './swapForm.ts'

export const DISPLAY_DECIMALS = 6

/** What the two boxes show: the typed text, and the other side computed (or copied for a wrap). */
export function boxTexts(form: SwapForm, quote: Trade | NoLiquidity | undefined, wrap: 'wrap' | 'unwrap' | undefined): { from: string; to: string } {
  const typed = form.typed
  if (wrap) return { from: typed, to: typed }
  const computed = computedText(form, quote)
  return form.source === 'from' ? { from: typed, to: computed } : { from: computed, to: typed }
}

function computedText(form: SwapForm, quote: Trade | NoLiquidity | undefined): string {
  if (!quote || quote.kind !== 'trade') return ''
  const token = form.source === 'from' ? form.to : form.from
  if (!token) return ''
  // Six decimals are shown; the trade keeps the exact amounts. The shown output is rounded down
  // and the shown input up, so neither promises more than the trade does.
  return form.source === 'from'
    ? formatAmount(quote.amountOut, token.decimals, { maxFractionDigits: DISPLAY_DECIMALS })
    : formatAmount(quote.amountIn, token.decimals, { maxFractionDigits: DISPLAY_DECIMALS, rounding: 'up' })
}

/** Price as output per input in whole tokens (or inverted), 6 significant decimals, rounded down. */
export function priceText(trade: Trade, from: Token, to: Token, inverted: boolean): string {
  const scaleIn = 10n ** BigInt(from.decimals)
  const scaleOut = 10n ** BigInt(to.decimals)
  const { numerator, denominator } = trade.executionPrice
  return inverted
    ? formatFraction(denominator * scaleOut, numerator * scaleIn, { maxFractionDigits: 6, rounding: 'down', grouping: false })
    : formatFraction(numerator * scaleIn, denominator * scaleOut, { maxFractionDigits: 6, rounding: 'down', grouping: false })
}

/** The 0.3% liquidity-provider fee of the input, summed over the hops as the input-token amount of the first hop. */
export function feePaid(trade: Trade): bigint {
  // Each hop takes 0.3% of what enters it; expressed in the input token this is 1 - 0.997^hops of the input.
  const hops = BigInt(trade.path.length - 1)
  return trade.amountIn - (trade.amountIn * 997n ** hops) / 1000n ** hops
}
