import { parseAmount } from '../amount/parseAmount.ts'

/** Rates are decimal strings ('10' HAP per USDT, '0.003' fee); 18 decimals is finer than any token unit. */
const RATE_DECIMALS = 18
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS)

export type ExchangeQuoteParameters = {
  /** Source amount in the source token's base units. */
  amount: bigint
  sourceDecimals: number
  targetDecimals: number
  /** Target tokens per source token, a decimal string. */
  rate: string
  /** Fraction of the converted amount kept as fee, a decimal string. */
  feeRate: string
}

export type ExchangeQuote = {
  /** amount × rate in target base units. */
  gross: bigint
  fee: bigint
  /** gross − fee: what the user receives. */
  received: bigint
}

/**
 * Spec section 9: received = amount × rate − fee, fee = amount × rate × fee_rate, all in the
 * target token's base units. The conversion rounds down and the fee rounds up, so the received
 * amount is rounded down and the house never pays out a fraction of a unit it did not take in.
 */
export function exchangeQuote({ amount, sourceDecimals, targetDecimals, rate, feeRate }: ExchangeQuoteParameters): ExchangeQuote {
  const rateUnits = parseAmount(rate, RATE_DECIMALS)
  const feeUnits = parseAmount(feeRate, RATE_DECIMALS)
  const numerator = amount * rateUnits * 10n ** BigInt(targetDecimals)
  const denominator = RATE_SCALE * 10n ** BigInt(sourceDecimals)
  // Rounds down: the conversion never creates a unit the source amount did not pay for.
  const gross = numerator / denominator
  // Rounds up: the fee is never a fraction of a unit short of its rate.
  const fee = (gross * feeUnits + RATE_SCALE - 1n) / RATE_SCALE
  return { gross, fee: fee > gross ? gross : fee, received: fee > gross ? 0n : gross - fee }
}

/** The spec's flash-exchange validation keys (section 5); the UI translates them. */
export type ExchangeInputError = 'h164' | 'h422' | 'h423' | 'h424' | 'h425' | 'h426' | 'h427'

export type ExchangeInputParameters = {
  sourceId: number | undefined
  targetId: number | undefined
  /** Base units of the source token; undefined when the field is empty. */
  amount: bigint | undefined
  /** The configured pair of source and target, if any. */
  pair: { minAmount: bigint; maxAmount: bigint } | undefined
}

/**
 * The first problem of an exchange request, in the order the screen reports them: no source
 * (h427), no target (h422), no amount (h164), no such pair (h425), below min (h423), above max (h424).
 */
export function exchangeInputError({ sourceId, targetId, amount, pair }: ExchangeInputParameters): ExchangeInputError | undefined {
  if (sourceId === undefined) return 'h427'
  if (targetId === undefined) return 'h422'
  if (amount === undefined || amount <= 0n) return 'h164'
  if (pair === undefined) return 'h425'
  if (amount < pair.minAmount) return 'h423'
  if (pair.maxAmount > 0n && amount > pair.maxAmount) return 'h424'
  return undefined
}

/** The direction-swap button: both tokens chosen (else h426) and the reverse pair configured (else h425). */
export function swapDirectionError(parameters: { sourceId: number | undefined; targetId: number | undefined; reverseExists: boolean }): ExchangeInputError | undefined {
  if (parameters.sourceId === undefined || parameters.targetId === undefined) return 'h426'
  return parameters.reverseExists ? undefined : 'h425'
}
