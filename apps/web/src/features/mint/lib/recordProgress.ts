import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { mintProgressPercent } from '@hapdex/core/rules/mint'

/** Both amounts of a record share a scale, so parsing them at one wide scale keeps the ratio exact. */
const RATIO_DECIMALS = 36

/** Spec 3: 100 × (1 − remain / out) from the wire strings, whole percent. */
export function recordProgress(remain: string, out: string): number {
  return mintProgressPercent(parseAmount(remain, RATIO_DECIMALS), parseAmount(out, RATIO_DECIMALS))
}
