import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { mintProgressPercent } from '@hapdex/core/rules/mint'

/** Wire amounts carry at most this many decimals (USD liquidity has 18); parsing at this scale loses nothing. */
const WIRE_DECIMALS = 36

/**
 * How far a liquidity figure has come towards a threshold, in whole percent rounded down (the bar
 * never shows a star as reached before it is): 100 once the figure meets it, and for a zero
 * threshold. Exact in bigint, as every money figure.
 */
export function thresholdPercent(value: string, threshold: string): number {
  const target = parseAmount(threshold, WIRE_DECIMALS)
  const reached = parseAmount(value, WIRE_DECIMALS)
  // Progress is the part of the threshold no longer left to reach.
  return mintProgressPercent(target - (reached > target ? target : reached), target)
}
