import { AmountParseError } from '../amount/errors.ts'
import { parseAmount } from '../amount/parseAmount.ts'
import { InvalidDeadlineError } from './errors.ts'

/** Slippage is kept in millionths of the amount: '0.5' percent is 5000 (4 decimals of a percent). */
const SLIPPAGE_PERCENT_DECIMALS = 4
const WHOLE = 1_000_000n
const percentOfWhole = (percent: bigint) => percent * 10_000n

export const DEFAULT_SLIPPAGE = '0.1'
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1.0'] as const
export const DEFAULT_DEADLINE_MINUTES = 20

export type ParseSlippageErrorType = AmountParseError

/** A slippage percent typed as text ('0.5' means 0.5%) in millionths; throws on bad text. */
export function parseSlippage(percent: string): bigint {
  return parseAmount(percent, SLIPPAGE_PERCENT_DECIMALS)
}

/**
 * The least output accepted for an exact-in trade: amountOut * (1 - slippage), rounded down as
 * v2-sdk's `minimumAmountOut`, and never below zero.
 */
export function minimumAmountOut(amountOut: bigint, slippagePercent: string): bigint {
  const kept = WHOLE - parseSlippage(slippagePercent)
  // Rounds down: the on-chain check is never stricter than the minimum the user saw.
  return kept <= 0n ? 0n : (amountOut * kept) / WHOLE
}

/**
 * The most input spent for an exact-out trade: amountIn * (1 + slippage), rounded down as
 * v2-sdk's `maximumAmountIn` (the bound is at most one wei stricter than the exact product).
 */
export function maximumAmountIn(amountIn: bigint, slippagePercent: string): bigint {
  // Rounds down, as v2-sdk does: at most one base unit stricter than the exact bound.
  return (amountIn * (WHOLE + parseSlippage(slippagePercent))) / WHOLE
}

export type SlippageWarning = 'invalid' | 'severe' | 'zero' | 'moderate' | 'none'

/** Spec section 4: 50 or more severe, exactly 0 a warning, above 5 moderate. */
export function slippageWarning(slippagePercent: string): SlippageWarning {
  const slippage = tryParseSlippage(slippagePercent)
  if (slippage === undefined) return 'invalid'
  if (slippage >= percentOfWhole(50n)) return 'severe'
  if (slippage === 0n) return 'zero'
  if (slippage > percentOfWhole(5n)) return 'moderate'
  return 'none'
}

/** A typed value of 50 or more is used for nothing and not saved (spec section 5). */
export function isSlippagePersistable(slippagePercent: string): boolean {
  const slippage = tryParseSlippage(slippagePercent)
  return slippage !== undefined && slippage < percentOfWhole(50n)
}

function tryParseSlippage(percent: string): bigint | undefined {
  try {
    return parseSlippage(percent)
  } catch (error) {
    if (error instanceof AmountParseError) return undefined
    throw error
  }
}

/** The deadline setting in seconds (minutes times 60). */
export function deadlineSeconds(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new InvalidDeadlineError({ minutes })
  return minutes * 60
}

/** The router's `deadline` argument: now plus the deadline setting, in Unix seconds. */
export function transactionDeadline(minutes: number, nowSeconds: number): bigint {
  return BigInt(Math.floor(nowSeconds)) + BigInt(deadlineSeconds(minutes))
}
