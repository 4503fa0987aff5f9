import { InsufficientInputAmountError, InsufficientReservesError } from './errors.ts'

export type QuoteErrorType = InsufficientInputAmountError | InsufficientReservesError

/** UniswapV2Library.quote: the other side of a liquidity deposit at the pool's ratio, floored. */
export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  if (amountA <= 0n) throw new InsufficientInputAmountError()
  if (reserveA <= 0n || reserveB <= 0n) throw new InsufficientReservesError()
  return (amountA * reserveB) / reserveA
}
